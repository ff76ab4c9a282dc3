import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load (e.g. a stale chunk after a deploy) or throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  const isChunk = error instanceof Error && /dynamically imported module|Failed to fetch/i.test(error.message);
  return (
    <main className="container page" role="alert">
      <h1>Something went wrong!</h1>
      <p>{isChunk ? 'A new version of SpaceShare is available. Reload the page to continue.' : 'Please try again.'}</p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/" className="btn btn-outline">
          Go home
        </Link>
      </p>
    </main>
  );
}
