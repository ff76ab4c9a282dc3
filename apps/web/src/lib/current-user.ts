import { useSyncExternalStore } from 'react';
import type { User } from '@spaceshare/shared/schemas/user';

/**
 * The signed-in user lives in localStorage under `currentUser` (spec §3), the mode under
 * `userMode`. The session itself is the httpOnly cookie; the stored token, if any, is
 * dropped so that script on the page can never read a credential.
 */
export const CURRENT_USER_KEY = 'currentUser';
export const USER_MODE_KEY = 'userMode';
export const USER_UPDATED_EVENT = 'user-updated';

export type UserMode = 'user' | 'seller';
export type StoredUser = User;

function readUser(): StoredUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredUser | { info?: StoredUser };
    // The spec allows either the user itself or an object with an `info` field holding it.
    const user = 'info' in parsed && parsed.info ? parsed.info : (parsed as StoredUser);
    return user && typeof user._id === 'string' ? user : null;
  } catch {
    return null;
  }
}

function readMode(user: StoredUser | null): UserMode {
  if (!user?.isSeller) return 'user';
  return localStorage.getItem(USER_MODE_KEY) === 'seller' ? 'seller' : 'user';
}

type Snapshot = { user: StoredUser | null; mode: UserMode };
let snapshot: Snapshot = { user: readUser(), mode: 'user' };
snapshot = { ...snapshot, mode: readMode(snapshot.user) };

function refresh() {
  const user = readUser();
  const mode = readMode(user);
  if (!user) localStorage.removeItem(USER_MODE_KEY);
  snapshot = { user, mode };
  listeners.forEach((l) => l());
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener(USER_UPDATED_EVENT, refresh);
  // Another tab signing in or out updates this one too.
  window.addEventListener('storage', (e) => {
    if (e.key === CURRENT_USER_KEY || e.key === USER_MODE_KEY || e.key === null) refresh();
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
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(safe));
  announce();
}

export function clearCurrentUser() {
  localStorage.removeItem(CURRENT_USER_KEY);
  localStorage.removeItem(USER_MODE_KEY);
  announce();
}

export function setUserMode(mode: UserMode) {
  if (mode === 'seller' && !snapshot.user?.isSeller) return;
  localStorage.setItem(USER_MODE_KEY, mode);
  announce();
}

export function useCurrentUser(): Snapshot & { isSellerMode: boolean } {
  const s = useSyncExternalStore(subscribe, () => snapshot, () => snapshot);
  return { ...s, isSellerMode: s.mode === 'seller' && !!s.user?.isSeller };
}
