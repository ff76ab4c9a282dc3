import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPageTitle, showUnreadCount, usePageMeta } from './page-meta';

function Page({ title }: { title: string }) {
  usePageMeta(title);
  return null;
}

afterEach(() => {
  showUnreadCount(0);
  cleanup();
  vi.unstubAllGlobals();
});

describe('the unread count in the title (decision 2106)', () => {
  it("stands before each page's title while something is unread, and goes when nothing is", () => {
    const { rerender } = render(<Page title="My Orders" />);
    expect(document.title).toBe('My Orders · SpaceShare');
    showUnreadCount(3);
    expect(document.title).toBe('(3) My Orders · SpaceShare');
    rerender(<Page title="Messages" />);
    expect(document.title).toBe('(3) Messages · SpaceShare');
    // What a screen reader is told on navigation is the page, not the count.
    expect(currentPageTitle()).toBe('Messages · SpaceShare');
    showUnreadCount(120);
    expect(document.title).toBe('(99+) Messages · SpaceShare');
    showUnreadCount(0);
    expect(document.title).toBe('Messages · SpaceShare');
  });

  it("badges the installed app's icon where the browser can, and clears it", () => {
    const setAppBadge = vi.fn(() => Promise.resolve());
    const clearAppBadge = vi.fn(() => Promise.reject(new Error('not installed')));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { setAppBadge, clearAppBadge }));
    showUnreadCount(2);
    showUnreadCount(2);
    expect(setAppBadge.mock.calls).toEqual([[2]]);
    showUnreadCount(0);
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
  });
});
