import { Component, useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router';
// The strings themselves, not MESSAGES: this file is in every first load (issue 13).
import { somethingWrong } from '@spaceshare/shared/messages/general';
import { newVersion, pageCheckConnection, pageNotDownloaded, pageOffline, pageRetry, pageRetrying, pleaseTryAgain } from '@spaceshare/shared/messages/page-errors';
import { focusIsLost, focusNewPage, leavingPage, takeLostFocus } from '@/lib/route-focus';
import { chunkIsGone, forgetFailedPages, isChunkError, retryFailedPages } from './lazy-page';

/** At most one automatic reload for a chunk a deploy removed in this long, so a broken deploy cannot loop. */
const RELOAD_GUARD_MS = 30_000;
const RELOADED_AT = 'spaceshare:chunk-reload';

/** Reloads for the new deploy's files, unless this tab did so moments ago; false when it did not. */
function reloadForNewDeploy(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);

type Props = {
  error: unknown;
  /** Draws the page again: its code has arrived. */
  onRecovered: () => void;
  /** Without the layout around it (the sign-in pages, or the layout itself broke): its own <main>. */
  landmark?: boolean;
};

/**
 * In a page's place when the page's code could not be downloaded (offline, or a deploy replaced it)
 * or the page threw while drawing. Its heading takes the focus when the focus was lost with the old
 * page, as a new page's does (docs/decisions/1302); on a navigation the router's focus does the same.
 */
export function RouteError({ error, onRecovered, landmark = false }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // In the commit that draws it, so no frame (and no test's query) sees the focus lost on <body>.
  useLayoutEffect(() => takeLostFocus(heading.current, { preventScroll: true }), []);
  const Wrapper = landmark ? 'main' : 'section';
  const chunk = isChunkError(error);
  return (
    <Wrapper className="container page" role="alert" aria-labelledby={titleId} data-route-error data-testid="route-error">
      <h1 id={titleId} ref={heading} tabIndex={-1}>
        {chunk ? pageNotDownloaded : somethingWrong}
      </h1>
      {chunk ? <DownloadAgain error={error} onRecovered={onRecovered} /> : <ReloadOrHome />}
    </Wrapper>
  );
}

function ReloadOrHome({ hint = pleaseTryAgain }: { hint?: string }) {
  return (
    <>
      <p>{hint}</p>
      <OrGoHome>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
      </OrGoHome>
    </>
  );
}

/** An error's way forward (`children`, the primary button) beside the way out: Go home. */
function OrGoHome({ children }: { children: ReactNode }) {
  return (
    <p>
      {children}{' '}
      <Link to="/" className="btn btn-outline">
        Go home
      </Link>
    </p>
  );
}

/**
 * True when the chunk named in `error` is gone from the server (a deploy replaced it) and this tab
 * reloaded moments ago already; when it is gone otherwise, reloads (the last resort).
 */
async function staleAfterReload(error: unknown): Promise<boolean> {
  return navigator.onLine && (await chunkIsGone(error)) && !reloadForNewDeploy();
}

/**
 * The page's code did not arrive: Retry asks for it again, and so does the browser's coming back
 * online; the error stays until it is here. A chunk the server no longer has (a deploy) reloads
 * the app once, the last resort.
 */
function DownloadAgain({ error, onRecovered }: { error: unknown; onRecovered: () => void }) {
  const online = useOnline();
  const [retrying, setRetrying] = useState(false);
  const busy = useRef(false);
  const [stale, setStale] = useState(false);

  const retry = async () => {
    if (busy.current) return;
    busy.current = true;
    setRetrying(true);
    const before = leavingPage();
    const result = await retryFailedPages();
    if (result === 'done') {
      // The page's heading takes the focus, as after a navigation, unless it went elsewhere meanwhile.
      if (focusIsLost() || document.activeElement?.closest('[data-route-error]')) focusNewPage(before);
      onRecovered();
      return;
    }
    busy.current = false;
    setRetrying(false);
    if (result === 'none' && navigator.onLine) window.location.reload();
    else if (await staleAfterReload(error)) setStale(true);
  };
  const retryOnline = useEffectEvent(() => void retry());

  useEffect(() => {
    let mounted = true;
    void staleAfterReload(error).then((gone) => mounted && gone && setStale(true));
    const onOnline = () => retryOnline();
    window.addEventListener('online', onOnline);
    return () => {
      mounted = false;
      window.removeEventListener('online', onOnline);
    };
  }, [error]);

  if (stale) return <ReloadOrHome hint={newVersion} />;
  return (
    <>
      <p>{online ? pageCheckConnection : pageOffline}</p>
      <OrGoHome>
        <button type="button" className="btn btn-primary" onClick={() => void retry()} aria-disabled={retrying || undefined} aria-busy={retrying}>
          {retrying ? pageRetrying : pageRetry}
        </button>
      </OrGoHome>
    </>
  );
}

type BoundaryProps = { location: Location; landmark: boolean; children: ReactNode };
type State = { error: unknown; location: Location };

/** The error in place of the pages below it, until the next navigation (as the data router's errorElement) or a retry that worked. */
class ErrorBoundaryOnLocation extends Component<BoundaryProps, State> {
  override state: State = { error: undefined, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A thrown undefined still counts as an error.
    return { error: error ?? new Error('undefined was thrown') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: State): Partial<State> | null {
    if (props.location === state.location) return null;
    // Leaving the error: a page whose code failed is asked for again when next drawn.
    if (state.error !== undefined) forgetFailedPages();
    return { error: undefined, location: props.location };
  }

  private recovered = () => this.setState({ error: undefined });

  override render() {
    if (this.state.error === undefined) return this.props.children;
    return <RouteError error={this.state.error} onRecovered={this.recovered} landmark={this.props.landmark} />;
  }
}

/**
 * Shows the error in place of what it wraps. Inside the main layout around the page, so the navbar
 * and footer stay; around everything (`landmark`) for the sign-in pages and the layout itself.
 */
export function RouteErrorBoundary({ children, landmark = false }: { children: ReactNode; landmark?: boolean }) {
  return (
    <ErrorBoundaryOnLocation location={useLocation()} landmark={landmark}>
      {children}
    </ErrorBoundaryOnLocation>
  );
}
