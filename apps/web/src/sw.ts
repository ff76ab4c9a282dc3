import type { PushPayload } from '@spaceshare/shared/schemas/push';

// The service worker (decision 2330), built to /sw.js: device notifications only. No fetch handler and
// no cache (decision 1702's reasons stand): every page and answer still comes from the network.
// The worker's global types (lib "webworker") clash with the DOM's in one program, so the few parts
// used here are declared as they are used.

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  readonly focused: boolean;
  readonly visibilityState: DocumentVisibilityState;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
    claim(): Promise<void>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as WorkerScope;

/** A push's payload as the server sends it; anything else still shows something (Chrome requires it). */
function payloadOf(event: PushEvent): PushPayload {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (data && typeof data.title === 'string') {
      return { title: data.title, body: String(data.body ?? ''), url: String(data.url ?? '/'), tag: String(data.tag ?? '') };
    }
  } catch {
    // Not JSON: fall through to the generic words.
  }
  return { title: 'SpaceShare', body: 'You have a new notification', url: '/notifications', tag: 'spaceshare' };
}

const windows = () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Only the app's own pages: a payload's url is never followed to another site. */
function appUrl(url: unknown): string {
  const parsed = new URL(typeof url === 'string' ? url : '/', worker.location.origin);
  return parsed.origin === worker.location.origin ? parsed.href : new URL('/', worker.location.origin).href;
}

worker.addEventListener('install', () => void worker.skipWaiting());
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

worker.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  event.waitUntil(
    (async () => {
      // The person is looking at the app: its bell and live updates have told them already.
      if ((await windows()).some((w) => w.focused && w.visibilityState === 'visible')) return;
      await worker.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag || undefined,
        data: { url: payload.url },
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      });
    })(),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const open = await windows();
      const same = open.find((w) => w.url === url);
      if (same) return same.focus();
      const other = open[0];
      if (other) {
        // navigate() needs a page this worker controls (it claims them when it starts); else a new window.
        const moved = await other.navigate(url).catch(() => null);
        if (moved) return moved.focus();
      }
      return worker.clients.openWindow(url);
    })(),
  );
});
