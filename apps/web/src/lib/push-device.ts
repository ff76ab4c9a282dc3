import { api, ApiError } from './api-client';

// Web Push on this device (decision 2330): the service worker (/sw.js) is registered, and permission
// asked, only when the person turns notifications on in Settings; never on page load.

export type PushUnsupported = 'insecure' | 'ios' | 'browser';
export type DevicePushState = { kind: 'unsupported'; reason: PushUnsupported } | { kind: 'denied' } | { kind: 'off' } | { kind: 'on' };

/** Why this browser cannot take pushes, or null when it can. iOS has push only in an app added to the Home Screen. */
export function pushUnsupported(): PushUnsupported | null {
  if (window.isSecureContext === false) return 'insecure';
  if ('serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window) return null;
  return /iPhone|iPad|iPod/.test(navigator.userAgent) ? 'ios' : 'browser';
}

const registration = () => navigator.serviceWorker.getRegistration('/');

/** This browser's push subscription, if it has one. */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushUnsupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

export async function readDevicePush(): Promise<DevicePushState> {
  const reason = pushUnsupported();
  if (reason) return { kind: 'unsupported', reason };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  if (Notification.permission !== 'granted') return { kind: 'off' };
  return (await currentSubscription()) ? { kind: 'on' } : { kind: 'off' };
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => !!a && a.byteLength === b.length && new Uint8Array(a).every((x, i) => x === b[i]);

/** The browser's subscription for the server's current key: kept if it already is, else made anew. */
async function subscribe(reg: ServiceWorkerRegistration): Promise<PushSubscription> {
  const { publicKey } = await api<{ publicKey: string }>('/push/key');
  const key = bytesOf(publicKey);
  const existing = await reg.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

const sendToServer = (subscription: PushSubscription) => api('/push/subscriptions', { method: 'POST', body: subscription.toJSON() });

/** The switch turned on: permission, the worker, a subscription, and the server told. */
export async function turnOnDevicePush(): Promise<DevicePushState> {
  // Asked first, straight from the click: Safari shows the prompt only inside the gesture.
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'off' };
  await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const reg = await navigator.serviceWorker.ready;
  await sendToServer(await subscribe(reg));
  return { kind: 'on' };
}

/** The switch turned off: the server forgets this device (already forgotten is fine) and the browser's subscription ends. */
export async function turnOffDevicePush(): Promise<DevicePushState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api('/push/subscriptions', { method: 'DELETE', body: { endpoint: subscription.endpoint } }).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 404)) throw err;
    });
    await subscription.unsubscribe();
  }
  return { kind: 'off' };
}

/**
 * While on, Settings sends the subscription again: a device the server dropped (a push service's 410,
 * someone else signed in here since) or a changed key comes back without the person doing anything.
 */
export async function refreshDevicePush(): Promise<void> {
  if (pushUnsupported()) return;
  const reg = await registration();
  if (!reg || !(await reg.pushManager.getSubscription())) return;
  await sendToServer(await subscribe(reg));
}

/** For sign-out: this device's endpoint, so the server drops it with the session. */
export async function devicePushEndpoint(): Promise<string | undefined> {
  try {
    return (await currentSubscription())?.endpoint;
  } catch {
    return undefined;
  }
}

/**
 * After sign-out: the browser's subscription ends too, so the next person here starts with it off,
 * and what it shows of the last person's notifications goes with it.
 */
export async function endDevicePush(): Promise<void> {
  try {
    await (await currentSubscription())?.unsubscribe();
  } catch {
    // Nothing to end, or the browser refused: the server has dropped the endpoint anyway.
  }
  await closeDeviceNotifications();
}

/**
 * Closes the notifications this device shows under `tag` (the link of a conversation or a gig that
 * was just read here: the tag its pushes carry), or all of them (decision 2433). It asks the page's
 * own registration, so no message to the worker and no push are needed; without a worker or
 * permission there is nothing to close. Never throws: a notification left open is only a nuisance.
 */
export async function closeDeviceNotifications(tag?: string): Promise<void> {
  try {
    if (pushUnsupported() || Notification.permission !== 'granted') return;
    const shown = (await (await registration())?.getNotifications(tag === undefined ? undefined : { tag })) ?? [];
    for (const notification of shown) notification.close();
  } catch {
    // The browser refused to list them: they stay until tapped or dismissed.
  }
}

/** What a failed switch says, in words. */
export function devicePushError(err: unknown, turningOn: boolean): string {
  if (err instanceof ApiError) return err.message;
  // A DOMException (what the browser's push API throws) is not an Error everywhere.
  const { name = '', message = '' } = typeof err === 'object' && err !== null ? (err as { name?: string; message?: string }) : {};
  if (name === 'NotAllowedError') return 'This browser did not allow notifications for SpaceShare.';
  if (name === 'AbortError' || name === 'InvalidStateError') {
    return "This browser could not reach its push service (it needs an internet connection, and some browsers' private windows have none). Try again in a moment.";
  }
  const detail = message ? ` (${message})` : '';
  return turningOn ? `Notifications could not be turned on for this device${detail}.` : `Notifications could not be turned off for this device${detail}.`;
}
