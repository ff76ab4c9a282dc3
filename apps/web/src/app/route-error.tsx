import { Component, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router';

/** Shown when a page fails to load (e.g. a stale chunk after a deploy) or throws while rendering. */
export function RouteError({ error }: { error: unknown }) {
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

type Props = { location: Location; children: ReactNode };
type State = { error: unknown; location: Location };

/** The error page in place of the pages below it, until the next navigation (as the data router's errorElement). */
class ErrorBoundaryOnLocation extends Component<Props, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A thrown undefined still counts as an error.
    return { error: error ?? new Error('undefined was thrown') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.location === state.location ? null : { error: undefined, location: props.location };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <RouteError error={this.state.error} />;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundaryOnLocation location={useLocation()}>{children}</ErrorBoundaryOnLocation>;
}
