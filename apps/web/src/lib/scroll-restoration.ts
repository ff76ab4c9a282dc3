/**
 * Where each history entry was scrolled to, keyed by its location key, as React Router's
 * `<ScrollRestoration />` keeps it (that component needs the data router; docs/decisions/1304).
 * Kept in memory, written to sessionStorage when the page is hidden, read back on start-up, so a
 * reload or a return from another site still finds the positions.
 */
const STORAGE_KEY = 'react-router-scroll-positions';

let positions: Record<string, number> = {};

type Place = { key: string; hash: string };

/** Takes over from the browser's own restoration; returns the function that gives it back. */
export function startScrollRestoration(current: () => Place): () => void {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (stored) positions = JSON.parse(stored) as Record<string, number>;
  } catch {
    // Storage refused or the JSON was damaged: start without saved positions.
  }
  // The first entry of every new document has the key 'default', so on a plain load (a typed URL, a
  // shared link opened in this tab) the place saved under it is another page's: only a reload or
  // back/forward returns to it.
  const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (load?.type === 'navigate') delete positions[current().key];
  window.history.scrollRestoration = 'manual';
  const onPageHide = () => {
    rememberScroll(current().key, window.scrollY);
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    } catch {
      // Storage full or refused: positions then last as long as this page.
    }
    window.history.scrollRestoration = 'auto';
  };
  window.addEventListener('pagehide', onPageHide);
  return () => {
    window.removeEventListener('pagehide', onPageHide);
    window.history.scrollRestoration = 'auto';
  };
}

export function rememberScroll(key: string, y: number): void {
  positions[key] = y;
}

/**
 * After a navigation has drawn (and on start-up): back to where that entry was left (back/forward,
 * a reload), else to its #anchor, else to the top. Jumps, never glides, so reduced motion
 * (lib/motion.ts) has nothing to ask.
 */
export function restoreScroll({ key, hash }: Place): void {
  const saved = positions[key];
  if (typeof saved === 'number') {
    window.scrollTo(0, saved);
    return;
  }
  if (hash) {
    try {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    } catch {
      // A hash that is not a decodable element id: treated as none.
    }
  }
  window.scrollTo(0, 0);
}
