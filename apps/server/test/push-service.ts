import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { expect } from 'vitest';

// A push service on this machine, standing in for FCM or Mozilla's: it takes what the server POSTs to
// a subscription's endpoint, and answers each endpoint with the status a test gives it (201 by default).
// A browser's side of a subscription is real too: a P-256 key pair and an auth secret, with which
// the test decrypts the aes128gcm payload as the browser would.

export type Delivery = { path: string; headers: IncomingHttpHeaders; body: Buffer };

export async function startPushService() {
  const deliveries: Delivery[] = [];
  const statuses = new Map<string, number>();
  const waiting: Array<{ count: number; resolve: () => void }> = [];
  let hang = false;
  const hung: Array<() => void> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      deliveries.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      for (const w of waiting.filter((w) => deliveries.length >= w.count)) w.resolve();
      const answer = () => {
        response.statusCode = statuses.get(path) ?? 201;
        response.end();
      };
      if (hang) hung.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    deliveries,
    /** The deliveries to one endpoint. */
    to: (endpoint: string) => deliveries.filter((d) => `${origin}${d.path}` === endpoint),
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    /** Takes requests and answers none of them until told to again (a push service that hangs). */
    hangUp(on: boolean) {
      hang = on;
      if (!on) for (const answer of hung.splice(0)) answer();
    },
    waitFor(count: number, ms = 5000) {
      if (deliveries.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`push service: ${deliveries.length} of ${count} deliveries after ${ms} ms`)), ms);
        waiting.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      });
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A browser's subscription: its endpoint at the push service, and the keys only it holds. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; ecdh: ECDH; authSecret: Buffer };

export function browserSubscription(service: PushService): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    endpoint: `${service.origin}/push/${randomBytes(12).toString('hex')}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    ecdh,
    authSecret,
  };
}

/** What the service worker would get: the payload decrypted with the browser's private key and secret. */
export function decrypt(subscription: BrowserSubscription, delivery: Delivery): unknown {
  expect(delivery.headers['content-encoding']).toBe('aes128gcm');
  const plain = ece.decrypt(delivery.body, { version: 'aes128gcm', privateKey: subscription.ecdh, authSecret: subscription.authSecret });
  return JSON.parse(plain.toString('utf8'));
}

/**
 * Checks the VAPID Authorization (RFC 8292) as a push service would: `vapid t=<JWT>, k=<public key>`,
 * the JWT signed (ES256) by that key, for the endpoint's origin, expiring within a day. Answers its claims.
 */
export function verifyVapid(delivery: Delivery, endpoint: string, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(delivery.headers.authorization));
  if (!match) throw new Error(`not a VAPID Authorization: ${delivery.headers.authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  expect(k).toBe(publicKey);
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({ typ: 'JWT', alg: 'ES256' });
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(valid).toBe(true);
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(payload.aud).toBe(new URL(endpoint).origin);
  const now = Date.now() / 1000;
  expect(payload.exp).toBeGreaterThan(now);
  expect(payload.exp).toBeLessThanOrEqual(now + 24 * 3600);
  return payload;
}
