import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/test/factories';
import { STORAGE_KEYS } from '@spaceshare/shared/constants';
import {
  USER_UPDATED_EVENT,
  clearCurrentUser,
  getCurrentUser,
  getUserMode,
  setCurrentUser,
  setUserMode,
} from './current-user';

describe('current user storage', () => {
  beforeEach(() => {
    localStorage.clear();
    clearCurrentUser();
  });

  it('stores the user without the token and announces the change', () => {
    const listener = vi.fn();
    window.addEventListener(USER_UPDATED_EVENT, listener);
    setCurrentUser({ ...testUser(), token: 'secret' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.currentUser)!)).not.toHaveProperty('token');
    expect(getCurrentUser()?.username).toBe('ama');
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(USER_UPDATED_EVENT, listener);
  });

  it('keeps the same user object while the stored user is unchanged, so effects keyed on it settle', () => {
    setCurrentUser(testUser({ isSeller: true }));
    const user = getCurrentUser();
    setUserMode('seller');
    expect(getCurrentUser()).toBe(user);
    window.dispatchEvent(new Event(USER_UPDATED_EVENT));
    expect(getCurrentUser()).toBe(user);
    setCurrentUser(testUser({ isSeller: true, username: 'kofi' }));
    expect(getCurrentUser()).not.toBe(user);
    expect(getCurrentUser()?.username).toBe('kofi');
  });

  it('reads a stored object with an info field (spec §3)', () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, JSON.stringify({ info: testUser({ username: 'kofi' }) }));
    window.dispatchEvent(new Event(USER_UPDATED_EVENT));
    expect(getCurrentUser()?.username).toBe('kofi');
  });

  it('lets only sellers switch to seller mode, and defaults to user mode', () => {
    setCurrentUser(testUser());
    setUserMode('seller');
    expect(getUserMode()).toBe('user');
    setCurrentUser(testUser({ isSeller: true }));
    expect(getUserMode()).toBe('user');
    setUserMode('seller');
    expect(getUserMode()).toBe('seller');
    expect(localStorage.getItem(STORAGE_KEYS.userMode)).toBe('seller');
  });

  it('clears the user and the mode on logout', () => {
    setCurrentUser(testUser({ isSeller: true }));
    setUserMode('seller');
    clearCurrentUser();
    expect(getCurrentUser()).toBeNull();
    expect(getUserMode()).toBe('user');
    expect(localStorage.getItem(STORAGE_KEYS.userMode)).toBeNull();
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem(STORAGE_KEYS.currentUser, '{not json');
    window.dispatchEvent(new Event(USER_UPDATED_EVENT));
    expect(getCurrentUser()).toBeNull();
  });
});
