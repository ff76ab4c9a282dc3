import { vi } from 'vitest';

// jsdom has no service worker or notifications: a browser with push on, its registration and the
// notifications it shows are played here (decision 2433).

type Shown = { tag: string; close: ReturnType<typeof vi.fn> };

/** A browser with push on, showing notifications under these tags. */
export function browserShowing(tags: string[], { permission = 'granted', failing = false } = {}) {
  const shown: Shown[] = tags.map((tag) => ({ tag, close: vi.fn() }));
  const getNotifications = vi.fn(async (filter?: { tag?: string }) => {
    if (failing) throw new DOMException('no', 'InvalidStateError');
    return shown.filter((n) => filter?.tag === undefined || n.tag === filter.tag);
  });
  const registration = { getNotifications, pushManager: { getSubscription: async () => null } };
  vi.stubGlobal('Notification', { permission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: async () => registration } });
  return { shown, getNotifications, closed: () => shown.filter((n) => n.close.mock.calls.length > 0).map((n) => n.tag) };
}

/** Undoes browserShowing (call in afterEach). */
export function forgetBrowser() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

/** What the tests show: two conversations, a gig found by a route alert, a request. */
export const SHOWN_TAGS = ['/message/c1', '/message/c2', '/gig/g1', 'subject:r1'];
