import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '@/test/render';
import { DeviceNotifications } from './device-notifications';

// "Notifications on this device" (decision 2330) in each state. The browser's push machinery (service
// worker container, PushManager, Notification) is played here, since jsdom has none; the server is
// played by stubApi.

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

type Permission = 'default' | 'granted' | 'denied';

function fakeSubscription(key: ArrayBuffer) {
  const subscription = {
    endpoint: 'https://push.example.com/send/device-1',
    options: { applicationServerKey: key },
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
    toJSON: () => ({ endpoint: subscription.endpoint, expirationTime: null, keys: { p256dh: 'p256dh-of-device', auth: 'auth-of-device' } }),
  };
  return subscription;
}

let current: ReturnType<typeof fakeSubscription> | null = null;
const stubbed: string[] = [];

/** A browser with push: its permission now, what the prompt answers, and how subscribing goes. */
function browserWithPush({ permission, answer = 'granted', subscribed = false, subscribeError }: { permission: Permission; answer?: Permission; subscribed?: boolean; subscribeError?: Error }) {
  const keyBytes = Uint8Array.from(atob(KEY.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  current = subscribed ? fakeSubscription(keyBytes.buffer) : null;
  let registered = subscribed;
  const pushManager = {
    getSubscription: async () => current,
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) => {
      if (subscribeError) throw subscribeError;
      current = fakeSubscription(applicationServerKey.buffer as ArrayBuffer);
      return current;
    }),
  };
  const registration = { pushManager };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  const container = {
    register: vi.fn(async () => {
      registered = true;
      return registration;
    }),
    ready: Promise.resolve(registration),
    getRegistration: async () => (registered ? registration : undefined),
  };
  define('serviceWorker', container);
  return { pushManager, notification, container };
}

function define(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { configurable: true, value });
  stubbed.push(name);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of stubbed.splice(0)) Reflect.deleteProperty(navigator, name);
  current = null;
});

const server = () => {
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  stubApi((call) => {
    calls.push(call);
    if (call.path === '/push/key') return { body: { publicKey: KEY } };
    if (call.path === '/push/subscriptions') return { status: call.method === 'POST' ? 201 : 200, body: { message: 'ok' } };
    return { status: 404, body: { message: 'Not found' } };
  });
  return calls;
};

const theSwitch = () => screen.getByRole('switch', { name: /Notifications on this device/ });
const render = (accountPushOn = true) => renderWithApp(<DeviceNotifications accountPushOn={accountPushOn} />);

describe('Notifications on this device', () => {
  it('says when this browser has no push, and stays off', async () => {
    server();
    render();
    await screen.findByText(/Not supported by this browser/);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
  });

  it('tells iPhone users to add the app to the Home Screen first', async () => {
    server();
    define('userAgent', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1');
    render();
    await screen.findByText(/add SpaceShare to your Home Screen/);
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
  });

  it('says how to allow notifications when the browser blocks them', async () => {
    server();
    browserWithPush({ permission: 'denied' });
    render();
    await screen.findByText('Blocked in this browser.');
    expect(screen.getByText(/set Notifications to Allow/)).toBeTruthy();
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
  });

  it('comes back usable when notifications were allowed in the site settings, without a reload (decision 2521)', async () => {
    server();
    const { notification } = browserWithPush({ permission: 'denied' });
    const status = new EventTarget();
    define('permissions', { query: async () => status });
    render();
    await screen.findByText('Blocked in this browser.');

    // Allowed from the address bar's site settings: the permission's change event.
    notification.permission = 'default';
    status.dispatchEvent(new Event('change'));
    await waitFor(() => expect((theSwitch() as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText(/set Notifications to Allow/)).toBeNull();

    // Blocked again in another tab, then back to this one.
    notification.permission = 'denied';
    document.dispatchEvent(new Event('visibilitychange'));
    await screen.findByText('Blocked in this browser.');
  });

  it('asks for permission only when turned on, then subscribes with the server key and tells the server', async () => {
    const calls = server();
    const browser = browserWithPush({ permission: 'default' });
    const { user } = render();
    await screen.findByText(/even when SpaceShare is closed/);
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.container.register).not.toHaveBeenCalled();
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/push/subscriptions',
      body: { endpoint: 'https://push.example.com/send/device-1', expirationTime: null, keys: { p256dh: 'p256dh-of-device', auth: 'auth-of-device' } },
    });
    expect(screen.getByText(/^On: new messages/)).toBeTruthy();
  });

  it('shows the blocked state when the person refuses the prompt', async () => {
    server();
    browserWithPush({ permission: 'default', answer: 'denied' });
    const { user } = render();
    await screen.findByText(/even when SpaceShare is closed/);
    await user.click(theSwitch());
    await screen.findByText(/Blocked in this browser/);
  });

  it('turns off: the server forgets the device and the browser unsubscribes', async () => {
    const calls = server();
    browserWithPush({ permission: 'granted', subscribed: true });
    const { user } = render(false);
    await screen.findByText(/Push notifications above is off/);
    const subscription = current!;
    // Opening Settings while on sends the subscription again.
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await user.click(theSwitch());
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/push/subscriptions', body: { endpoint: 'https://push.example.com/send/device-1' } });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says in words when the push service cannot be reached, and stays off', async () => {
    server();
    browserWithPush({ permission: 'default', subscribeError: new DOMException('Registration failed - push service error', 'AbortError') });
    const { user } = render();
    await screen.findByText(/even when SpaceShare is closed/);
    await user.click(theSwitch());
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach its push service/);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
  });
});
