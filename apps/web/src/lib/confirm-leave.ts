import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * While `question` is set, leaving the page asks first (decision 2110). React Router's useBlocker
 * needs the data router, which this app does not use (decision 1304), so:
 * - closing or reloading the tab, or typing another address: the browser's own `beforeunload` prompt;
 * - a click on a link of this site to another page: `window.confirm(question)`, asked in the capture
 *   phase before the router's Link sees the click; refused, the click does nothing. Accepted,
 *   `onLeave` runs and the link goes on;
 * - anything else (Back, a button that navigates): not asked; the page keeps its own draft for that.
 * `unload: false` leaves out the browser's prompt, for a page whose draft outlives a reload (2441).
 */
export function useConfirmLeave(question: string | null, { onLeave, unload = true }: { onLeave?: () => void; unload?: boolean } = {}) {
  const { pathname, search } = useLocation();
  const left = useEffectEvent(() => onLeave?.());
  const leaves = useEffectEvent((e: MouseEvent) => leavesThePage(e, pathname, search));
  useEffect(() => {
    if (!question) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    const onClick = (e: MouseEvent) => {
      if (!leaves(e)) return;
      if (window.confirm(question)) {
        left();
        return;
      }
      e.preventDefault();
      e.stopPropagation();
    };
    if (unload) window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [question, unload]);
}

/** A plain click on a link that opens another page of this site in this tab (not a new tab, a download, the same page). */
function leavesThePage(e: MouseEvent, pathname: string, search: string): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false;
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target && link.target !== '_self') return false;
  const to = new URL(link.href, window.location.href);
  if (to.origin !== window.location.origin) return false;
  return to.pathname !== pathname || to.search !== search;
}
