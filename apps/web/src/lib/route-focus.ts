import { currentPageTitle } from './page-meta';

/** How long a page may take to draw its main heading (a detail page waits for its data). */
const HEADING_WAIT_MS = 3000;
/** After this, the old page's h1 element counts as the new page's (React reused the node). */
const REUSED_HEADING_MS = 500;

/** The page's main heading: the h1 in <main> (every layout has one), else any h1. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

/**
 * Resolves with the new page's h1 once it is in the document, or null after HEADING_WAIT_MS. A page
 * may draw its heading after its data (a detail page) while React keeps the old h1 node, so the old
 * page's h1 (`stale`) is taken only once it has stayed for REUSED_HEADING_MS.
 */
function waitForHeading(stale: HTMLElement | null): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    const started = performance.now();
    const check = () => {
      const found = pageHeading();
      if (found && (found !== stale || performance.now() - started >= REUSED_HEADING_MS)) finish(found);
    };
    const observer = new MutationObserver(check);
    const reused = window.setTimeout(check, REUSED_HEADING_MS);
    const timer = window.setTimeout(() => finish(null), HEADING_WAIT_MS);
    function finish(value: HTMLElement | null) {
      observer.disconnect();
      window.clearTimeout(reused);
      window.clearTimeout(timer);
      resolve(value);
    }
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    requestAnimationFrame(check);
  });
}

let announcer: HTMLElement | null = null;

/** Says `text` through a polite live region (made once, visually hidden). */
function announce(text: string) {
  if (!announcer) {
    announcer = document.createElement('div');
    announcer.className = 'visually-hidden';
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('data-testid', 'route-announcer');
    document.body.append(announcer);
  }
  announcer.textContent = '';
  // A fresh text node a moment later is announced even when the title repeats.
  window.setTimeout(() => announcer && (announcer.textContent = text), 50);
}

/** Whether the focus went with an element that left the page: the document falls back to <body>. */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body;
}

/**
 * Focuses `el` when the focus was lost (the button that had it is gone), and only then: it never
 * takes the focus from where the person or the page put it.
 */
export function takeLostFocus(el: HTMLElement | null | undefined, options?: FocusOptions): void {
  if (el && focusIsLost()) el.focus(options);
}

/** What was focused, and the page's h1, just before a navigation to another path is drawn. */
export type LeavingPage = { focused: Element | null; heading: HTMLElement | null };

export function leavingPage(): LeavingPage {
  return { focused: document.activeElement, heading: pageHeading() };
}

let run = 0;

/**
 * Moves focus to the page a navigation to another path has just drawn (docs/decisions/1302): to its
 * h1 (made focusable with tabindex=-1; a screen reader reads it out), or to <main> with the
 * document's title announced when the page has none. The caller skips the first load and changes of
 * the query string only (Explore filters and paging, /admin?tab=); nothing moves when the page (or
 * the person) has put the focus somewhere else than `before.focused` meanwhile.
 */
export function focusNewPage(before: LeavingPage): void {
  const mine = ++run;
  void waitForHeading(before.heading).then((heading) => {
    if (mine !== run) return;
    const active = document.activeElement;
    const movedByPage = active && active !== document.body && active !== before.focused && active.isConnected;
    if (movedByPage) return;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return;
    }
    const main = document.querySelector<HTMLElement>('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
    announce(currentPageTitle());
  });
}
