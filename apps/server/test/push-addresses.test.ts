import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@spaceshare/shared/messages';
import { buildApp } from '../src/app.js';
import { testConfig, type PushConfig } from '../src/config.js';
import { newId } from '../src/db/ids.js';
import { pushOutbox, pushSubscriptions } from '../src/db/schema/index.js';
import { isPublicAddress, refusedAddressOf } from '../src/lib/public-address.js';
import { drainPushOutbox } from '../src/modules/push/outbox.js';
import { signedInPerson, type Person } from './listing-helpers.js';
import { createTestDatabase } from './helpers.js';
import { browserSubscription, decrypt, startPushService, type PushService } from './push-service.js';

// Push endpoints are addresses people give us; the server POSTs to them. Decision 2430: it connects
// only to public addresses, judged where it connects, so a name that resolves to this machine (here
// `localhost`, from /etc/hosts, no network needed) reaches nothing, whatever it said when it was kept.

describe('which addresses are public', () => {
  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, unspecified and IPv4-mapped ones', () => {
    const refused = [
      '127.0.0.1', '127.255.0.9', '0.0.0.0', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
      '100.64.0.1', '100.127.255.254', '224.0.0.251', '239.255.255.250', '255.255.255.255', '240.0.0.1', '198.18.0.1', '192.0.2.1',
      '::', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:8.8.8.8', '::127.0.0.1', '64:ff9b::a00:1',
      'fc00::1', 'fd12:3456::1', 'fe80::1', 'fec0::1', 'ff02::1', 'ff05::1:3', '2001:db8::1', '2002:7f00:1::1', '2001:0:4136:e378::1',
      'not an address', 'localhost',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
    const allowed = ['8.8.8.8', '1.1.1.1', '142.250.74.46', '172.32.0.1', '100.128.0.1', '2a00:1450:4009:81f::200a', '2606:4700::1111'];
    for (const address of allowed) expect(isPublicAddress(address), address).toBe(true);
  });

  it('lets loopback through only when a push service on this machine is allowed (PUSH_ALLOW_HTTP_ENDPOINTS)', () => {
    for (const address of ['127.0.0.1', '127.0.0.2', '::1', '::ffff:127.0.0.1']) expect(isPublicAddress(address, true), address).toBe(true);
    for (const address of ['10.0.0.1', '192.168.0.1', '169.254.169.254', 'fd00::1', '::ffff:10.0.0.1', '::']) expect(isPublicAddress(address, true), address).toBe(false);
  });

  it('resolves a name to judge it, and lets one that does not resolve be judged where it connects', async () => {
    expect(await refusedAddressOf('localhost', false)).toBe('127.0.0.1');
    expect(await refusedAddressOf('localhost', true)).toBeNull();
    expect(await refusedAddressOf('[::1]', false)).toBe('::1');
    expect(await refusedAddressOf('8.8.8.8', false)).toBeNull();
    // .invalid never resolves (RFC 6761): no network is asked to say so.
    expect(await refusedAddressOf('push.invalid', false)).toBeNull();
  });
});

describe('web push to endpoints that lead to this machine', () => {
  const lines: string[] = [];
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let listener: Server;
  let connections = 0;
  let port: number;
  let service: PushService;
  const push: PushConfig = { ...testConfig().push, subject: 'mailto:push@spaceshare.example', retryBaseMs: 0, maxAttempts: 3 };

  beforeAll(async () => {
    database = await createTestDatabase();
    // What a push endpoint on this machine would reach: any connection at all is counted.
    listener = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
    service = await startPushService();
  });
  afterAll(async () => {
    await new Promise((resolve) => listener.close(resolve));
    await service.close();
    await database.drop();
  });

  const appWith = (allowLocalHttp: boolean) =>
    buildApp({
      config: testConfig({ logLevel: 'info', push: { ...push, allowLocalHttp } }),
      database: database.database,
      logStream: { write: (line) => void lines.push(line) },
    });
  /** A device kept as if its name had resolved to a public address when it subscribed (as a rebinding name would). */
  const device = async (who: Person, endpoint: string) => {
    const { keys } = browserSubscription(service);
    await database.database.db.insert(pushSubscriptions).values({ id: newId(), userId: who.id, endpoint, p256dh: keys.p256dh, auth: keys.auth });
  };
  const message = async (app: FastifyInstance, from: Person, to: Person, text: string) => {
    const { id } = (await app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: from.cookie }, payload: { to: to.id } })).json<{ id: string }>();
    const sent = await app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: from.cookie }, payload: { conversationId: id, desc: text } });
    expect(sent.statusCode).toBe(201);
  };

  it('connects to none of them, fails each push for good with the reason, and logs no endpoint path', async () => {
    const app = await appWith(false);
    try {
      const db = database.database.db;
      const [buyer, courier] = [await signedInPerson(db), await signedInPerson(db, true)];
      const endpoints = [
        `https://localhost:${port}/push/secret-by-name`,
        `http://localhost:${port}/push/secret-over-http`,
        `https://127.0.0.1:${port}/push/secret-literal`,
        `https://[::ffff:127.0.0.1]:${port}/push/secret-mapped`,
        `https://[::1]:${port}/push/secret-v6`,
      ];
      for (const endpoint of endpoints) await device(courier, endpoint);
      await message(app, buyer, courier, 'Is there space?');
      while ((await drainPushOutbox(db)).claimed > 0);

      expect(connections).toBe(0);
      const jobs = await db
        .select({ endpoint: pushSubscriptions.endpoint, status: pushOutbox.status, attempts: pushOutbox.attempts, lastError: pushOutbox.lastError })
        .from(pushOutbox)
        .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
        .where(eq(pushOutbox.userId, courier.id));
      expect(jobs.map(({ endpoint, ...job }) => [new URL(endpoint).pathname, job]).sort()).toEqual(
        [
          ['/push/secret-by-name', 'Refused: localhost resolves to 127.0.0.1, not a public address'],
          ['/push/secret-over-http', 'Refused: localhost resolves to 127.0.0.1, not a public address'],
          ['/push/secret-literal', 'Refused: 127.0.0.1 is not a public address'],
          ['/push/secret-mapped', 'Refused: ::ffff:7f00:1 is not a public address'],
          ['/push/secret-v6', 'Refused: ::1 is not a public address'],
        ]
          .map(([path, lastError]) => [path, { status: 'failed', attempts: 1, lastError }])
          .sort(),
      );
      // The devices stay (a push service's name may be fixed); each failure is on record.
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, courier.id));
      expect(devices.every((d) => d.lastFailureAt instanceof Date && d.lastSuccessAt === null)).toBe(true);

      const refusals = lines.map((line) => JSON.parse(line) as { msg: string; error?: string }).filter((e) => e.msg === 'push endpoint refused: not a public address');
      expect(refusals).toHaveLength(endpoints.length);
      expect(refusals.map((e) => e.error)).toContain('Refused: localhost resolves to 127.0.0.1, not a public address');
      expect(lines.join('')).not.toContain('secret-');
    } finally {
      await app.close();
    }
  });

  it('refuses such a device when it subscribes, in words', async () => {
    const app = await appWith(false);
    try {
      const me = await signedInPerson(database.database.db);
      const { keys } = browserSubscription(service);
      // localhost and names of the local network are refused by the endpoint's rule itself.
      for (const endpoint of [`https://localhost:${port}/push/x`, 'https://localhost./push/x', 'https://printer.local/push/x', 'https://push.localhost/x', 'https://metadata.google.internal/x']) {
        const res = await app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: me.cookie }, payload: { endpoint, keys } });
        expect(res.statusCode, endpoint).toBe(400);
        expect(res.json().message).toBe(MESSAGES.pushEndpointInvalid);
      }
    } finally {
      await app.close();
    }
  });

  it('still reaches a push service on this machine by name when PUSH_ALLOW_HTTP_ENDPOINTS is set', async () => {
    const app = await appWith(true);
    try {
      const db = database.database.db;
      const [buyer, courier] = [await signedInPerson(db), await signedInPerson(db, true)];
      const browser = browserSubscription(service);
      const endpoint = browser.endpoint.replace('127.0.0.1', 'localhost');
      const res = await app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie: courier.cookie }, payload: { endpoint, keys: browser.keys } });
      expect(res.statusCode).toBe(201);
      await message(app, buyer, courier, 'Reached by name');
      expect((await drainPushOutbox(db)).sent).toBe(1);
      expect(decrypt(browser, service.deliveries.at(-1)!)).toMatchObject({ title: 'New message', body: `${buyer.username}: Reached by name` });
      // The flag admits this machine, not its network.
      expect(isPublicAddress('10.0.0.1', app.config.push.allowLocalHttp)).toBe(false);
    } finally {
      await app.close();
    }
  });
});
