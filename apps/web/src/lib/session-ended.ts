import { useSyncExternalStore } from 'react';

/**
 * Whether this tab was signed out because the server no longer knows its session (a password changed
 * on another device, the session signed out from the sessions list, expired): decision 2109. The tab
 * goes to sign in, which says why once and then forgets it.
 */
let ended = false;
const listeners = new Set<() => void>();

export function markSessionEnded() {
  if (ended) return;
  ended = true;
  listeners.forEach((l) => l());
}

/** Reads and forgets: the sign-in page says it once. */
export function takeSessionEnded(): boolean {
  if (!ended) return false;
  ended = false;
  listeners.forEach((l) => l());
  return true;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => ended, () => false);
}
