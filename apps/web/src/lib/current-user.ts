import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS, USER_MODES, type UserMode } from '@spaceshare/shared/constants';
import type { User } from '@spaceshare/shared/schemas/user';

/**
 * The signed-in user lives in localStorage under `currentUser` (spec §3), the mode under
 * `userMode`. The session itself is the httpOnly cookie; the stored token, if any, is
 * dropped so that script on the page can never read a credential.
 */
export const USER_UPDATED_EVENT = 'user-updated';

export type StoredUser = User;

/** The stored text last parsed and its user: the same text gives the same object (see `refresh`). */
let parsed: { raw: string | null; user: StoredUser | null } = { raw: null, user: null };

function readUser(): StoredUser | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(STORAGE_KEYS.currentUser);
  } catch {
    // Storage disabled: nobody is signed in on this page.
  }
  if (raw !== parsed.raw) parsed = { raw, user: parseUser(raw) };
  return parsed.user;
}

function parseUser(raw: string | null): StoredUser | null {
  try {
    if (!raw) return null;
    const value = JSON.parse(raw) as StoredUser | { info?: StoredUser };
    // The spec allows either the user itself or an object with an `info` field holding it.
    const user = 'info' in value && value.info ? value.info : (value as StoredUser);
    return user && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

function readMode(user: StoredUser | null): UserMode {
  if (!user?.isSeller) return 'user';
  const stored = localStorage.getItem(STORAGE_KEYS.userMode);
  return USER_MODES.find((mode) => mode === stored) ?? 'user';
}

type Snapshot = { user: StoredUser | null; mode: UserMode };
let snapshot: Snapshot = { user: readUser(), mode: 'user' };
snapshot = { ...snapshot, mode: readMode(snapshot.user) };

/**
 * Re-reads the stored user and mode. Nothing changed, nothing is announced: a component whose effect
 * depends on the user and sets the mode (Become a Courier does) would otherwise get a new user object
 * on each announcement and run its effect again, without end (React error #185).
 */
function refresh() {
  const user = readUser();
  const mode = readMode(user);
  if (!user) localStorage.removeItem(STORAGE_KEYS.userMode);
  if (user === snapshot.user && mode === snapshot.mode) return;
  snapshot = { user, mode };
  listeners.forEach((l) => l());
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` after each change of the signed-in user or mode (sign-in, sign-out, another tab's); returns the unsubscribe. */
export const onCurrentUserChange = (listener: () => void): (() => void) => {
  subscribe(listener);
  return () => void listeners.delete(listener);
};

if (typeof window !== 'undefined') {
  window.addEventListener(USER_UPDATED_EVENT, refresh);
  // Another tab signing in or out updates this one too.
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.currentUser || e.key === STORAGE_KEYS.userMode || e.key === null) refresh();
  });
}

function announce() {
  window.dispatchEvent(new Event(USER_UPDATED_EVENT));
}

export function getCurrentUser(): StoredUser | null {
  return snapshot.user;
}

export function getUserMode(): UserMode {
  return snapshot.mode;
}

/** Stores the user returned by login, register, profile save or become-seller, and announces it. */
export function setCurrentUser(user: StoredUser & { token?: string }) {
  const { token: _token, ...safe } = user;
  localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify(safe));
  announce();
}

export function clearCurrentUser() {
  localStorage.removeItem(STORAGE_KEYS.currentUser);
  localStorage.removeItem(STORAGE_KEYS.userMode);
  announce();
}

export function setUserMode(mode: UserMode) {
  if (mode === 'seller' && !snapshot.user?.isSeller) return;
  localStorage.setItem(STORAGE_KEYS.userMode, mode);
  announce();
}

export function useCurrentUser(): Snapshot & { isSellerMode: boolean } {
  const s = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return { ...s, isSellerMode: s.mode === 'seller' && !!s.user?.isSeller };
}
