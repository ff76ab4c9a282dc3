import { useSyncExternalStore } from 'react';
import { sessionEndedPasswordChanged, sessionExpired } from '@spaceshare/shared/messages/account';

/**
 * Whether this tab was signed out because the server no longer knows its session (a password changed
 * on another device, the session signed out from the sessions list, expired), and what the sign-in
 * page says about it: decision 2109. A password change says so (decision 2311), from the server's
 * 401. The tab goes to sign in, which says it once; the words are kept for the tab (sessionStorage)
 * until the sign-in page is left, so reloading that page, or a phone's browser bringing a discarded
 * tab back, still says why.
 */
const KEPT = 'sessionEndedNotice';
const NOTICES: readonly string[] = [sessionExpired, sessionEndedPasswordChanged];

let ended: string | null = readKept();
const listeners = new Set<() => void>();

function readKept(): string | null {
  try {
    const kept = sessionStorage.getItem(KEPT);
    return kept && NOTICES.includes(kept) ? kept : null;
  } catch {
    return null;
  }
}

function keep(notice: string | null) {
  try {
    if (notice) sessionStorage.setItem(KEPT, notice);
    else sessionStorage.removeItem(KEPT);
  } catch {
    // Storage refused (private mode): the notice is still said on this page load.
  }
}

/** The sign-in page's words for the server's 401 answer: why, when the server said it. */
export const sessionEndedNotice = (serverMessage?: string) => (serverMessage === sessionEndedPasswordChanged ? serverMessage : sessionExpired);

export function markSessionEnded(notice: string = sessionExpired) {
  if (ended) return;
  ended = notice;
  keep(notice);
  listeners.forEach((l) => l());
}

/** What the sign-in page will say, without taking it (its first render, before its effect takes it). */
export const pendingSessionEnded = (): string | null => ended;

/** Reads and forgets for this page load: the sign-in page says it once. */
export function takeSessionEnded(): string | null {
  if (!ended) return null;
  const notice = ended;
  ended = null;
  listeners.forEach((l) => l());
  return notice;
}

/** The sign-in page was left (signed in, or gone elsewhere): a later visit says nothing. */
export function forgetSessionEnded() {
  keep(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useSessionEnded(): boolean {
  return useSyncExternalStore(subscribe, () => ended !== null, () => false);
}
