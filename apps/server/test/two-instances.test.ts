import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { createSeller, createUser } from '../src/db/factories.js';
import { createRedis } from '../src/lib/redis.js';
import { createSession } from '../src/plugins/auth.js';
import { createTestDatabase } from './helpers.js';
import { LiveClient } from './live-client.js';
import { ServerProcess } from './server-process.js';

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** The PGlite variant runs in the default test run whenever a Redis answers at REDIS_URL. */
async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
const hasRedis = await redisAnswers();
// CI has Redis: there a missing one is a broken machine, not a reason to skip the fan-out tests.
if (!hasRedis && process.env.CI) throw new Error(`two-instances: no Redis at ${REDIS_URL}, and CI must run the fan-out tests`);
if (!hasRedis) console.info(`two-instances: no Redis at ${REDIS_URL}; the PGlite + Redis fan-out test is skipped`);

type Instance = { app: FastifyInstance; redis: Redis; wsUrl: string };

/** One server instance: its own Fastify app, Redis connection and port; the database is shared. */
async function startInstance(database: Database, channel: string): Promise<Instance> {
  const redis = createRedis(REDIS_URL);
  const app = await buildApp({ config: testConfig({ redisUrl: REDIS_URL }), database, redis, eventsChannel: channel });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, redis, wsUrl: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/ws` };
}

/** Rejects if `promise` has not settled within `ms`: the requirement is delivery within one second. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

function twoInstanceSuite(setup: () => Promise<{ a: Database; b: Database; close(): Promise<void> }>) {
  let a: Instance;
  let b: Instance;
  let teardown: () => Promise<void>;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    const dbs = await setup();
    // A channel of its own keeps parallel test files sharing the Redis from hearing each other.
    const channel = `spaceshare:test:${randomBytes(6).toString('hex')}`;
    a = await startInstance(dbs.a, channel);
    b = await startInstance(dbs.b, channel);
    teardown = dbs.close;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    for (const i of [a, b]) {
      if (!i) continue;
      await i.app.close();
      await i.redis.quit();
    }
    await teardown?.();
  });

  async function pair() {
    const db = a.app.db;
    const buyer = await createUser(db);
    const seller = await createSeller(db);
    const buyerCookie = `sid=${await createSession(db, buyer.id)}`;
    const sellerCookie = `sid=${await createSession(db, seller.id)}`;
    const res = await a.app.inject({ method: 'POST', url: '/api/conversations', headers: { cookie: buyerCookie }, payload: { to: seller.id } });
    expect(res.statusCode).toBe(201);
    return { buyer, seller, buyerCookie, sellerCookie, id: res.json().id as string };
  }

  it('delivers a message posted through instance A to a socket on instance B within one second', async () => {
    const { buyer, sellerCookie, buyerCookie, id } = await pair();
    const sellerOnB = await LiveClient.open(b.wsUrl, { cookie: sellerCookie });
    const buyerOnA = await LiveClient.open(a.wsUrl, { cookie: buyerCookie });
    clients.push(sellerOnB, buyerOnA);

    const started = Date.now();
    const posted = await a.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: buyerCookie },
      payload: { conversationId: id, desc: 'Sent through A' },
    });
    expect(posted.statusCode).toBe(201);
    const event = await within(1000, sellerOnB.next((e) => e.type === 'message'), 'delivery to instance B');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toEqual({ type: 'message', conversationId: id, message: posted.json() });
    expect(await sellerOnB.next((e) => e.type === 'conversation')).toMatchObject({
      conversation: { id, readBySeller: false, otherUser: { _id: buyer.id } },
    });
    // The sender's own socket on A hears it too, once.
    expect(await buyerOnA.next((e) => e.type === 'message')).toMatchObject({ message: { desc: 'Sent through A' } });
  });

  it('carries typing from a socket on A to the other participant on B', async () => {
    const { buyer, sellerCookie, buyerCookie, id } = await pair();
    const sellerOnB = await LiveClient.open(b.wsUrl, { cookie: sellerCookie });
    const buyerOnA = await LiveClient.open(a.wsUrl, { cookie: buyerCookie });
    clients.push(sellerOnB, buyerOnA);
    buyerOnA.send({ type: 'typing', conversationId: id });
    expect(await within(1000, sellerOnB.next((e) => e.type === 'typing'), 'typing to instance B')).toEqual({
      type: 'typing',
      conversationId: id,
      userId: buyer.id,
    });
  });

  it('delivers each event once to a user connected to both instances', async () => {
    const { sellerCookie, buyerCookie, id } = await pair();
    const onA = await LiveClient.open(a.wsUrl, { cookie: sellerCookie });
    const onB = await LiveClient.open(b.wsUrl, { cookie: sellerCookie });
    clients.push(onA, onB);
    await b.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: buyerCookie }, payload: { conversationId: id, desc: 'one' } });
    await b.app.inject({ method: 'POST', url: '/api/messages', headers: { cookie: buyerCookie }, payload: { conversationId: id, desc: 'two' } });
    for (const socket of [onA, onB]) {
      expect(await socket.next((e) => e.type === 'message')).toMatchObject({ message: { desc: 'one' } });
      expect(await socket.next((e) => e.type === 'message')).toMatchObject({ message: { desc: 'two' } });
      expect(socket.received.filter((e) => e.type === 'message')).toHaveLength(2);
    }
  });
}

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL database and Redis', () => {
  twoInstanceSuite(async () => {
    const fresh = await createTestDatabase();
    // Instance B gets its own connection pool to the same database, as a second server would.
    const b = await createDatabase({ url: fresh.url, poolSize: 5 });
    return {
      a: fresh.database,
      b,
      async close() {
        await b.close();
        await fresh.drop();
      },
    };
  });
});

describe.skipIf(!hasRedis)('two app instances on one shared PGlite and Redis', () => {
  twoInstanceSuite(async () => {
    const shared = await createTestDatabase();
    return { a: shared.database, b: shared.database, close: () => shared.drop() };
  });
});

/**
 * Two real server processes (src/server.ts, spawned as `npm run dev` would run it) on one fresh
 * PostgreSQL database and the Redis at REDIS_URL, driven only through HTTP and WebSockets.
 */
describe.skipIf(!process.env.DATABASE_URL || !hasRedis)('two server processes on one PostgreSQL database and Redis', () => {
  let fresh: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    fresh = await createTestDatabase(); // created and migrated here; each server's own migrate finds nothing to do
    const env = {
      DATABASE_URL: fresh.url!,
      REDIS_URL,
      NODE_ENV: 'test',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
    };
    // allSettled, so that if one fails to start, afterAll still stops the other.
    const started = await Promise.allSettled([ServerProcess.start(env), ServerProcess.start(env)]);
    [a, b] = started.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    for (const r of started) if (r.status === 'rejected') throw r.reason;
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    await Promise.all([a?.stop(), b?.stop()]); // already stopped by the last test unless something failed
    await fresh?.drop(); // closes this process's pool first, then DROP ... WITH (FORCE)
  });

  async function post(server: ServerProcess, url: string, body: object, cookie?: string) {
    const res = await fetch(`${server.httpUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    return { status: res.status, json, setCookie: res.headers.getSetCookie() };
  }

  async function register(server: ServerProcess, courier: boolean) {
    const username = `${courier ? 'courier' : 'buyer'}_${randomBytes(5).toString('hex')}`;
    const res = await post(server, '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: 'two-instances-passphrase',
      ...(courier
        ? { isSeller: true, phone: '+86 138 0013 8000', desc: 'I fly Shanghai to London twice a month and have spare luggage space.' }
        : {}),
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const sid = res.setCookie.map((c) => c.split(';')[0]!).find((c) => c.startsWith('sid='));
    expect(sid).toBeDefined();
    return { id: res.json._id as string, cookie: sid! };
  }

  /** Posts `desc` through `from` and waits (at most one second, counted from just before the POST) for `to` to hear it. */
  async function deliver(from: ServerProcess, cookie: string, conversationId: string, to: LiveClient, desc: string) {
    const started = performance.now();
    let arrivedAfter = Infinity;
    const arrival = within(
      1000,
      // By text: a participant's socket also hears the messages they send themselves.
      to.next((e) => e.type === 'message' && (e.message as { desc?: unknown }).desc === desc).then((event) => {
        arrivedAfter = performance.now() - started;
        return event;
      }),
      `delivery of "${desc}"`,
    );
    const posted = await post(from, '/api/messages', { conversationId, desc }, cookie);
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);
    const event = await arrival;
    expect(arrivedAfter).toBeLessThan(1000);
    expect(event).toMatchObject({ type: 'message', conversationId, message: { desc } });
    expect(event.message).toEqual(posted.json);
  }

  it('delivers a message posted through process A to a socket on process B within one second, and back', async () => {
    const buyer = await register(a!, false);
    const courier = await register(a!, true);
    const started = await post(a!, '/api/conversations', { to: courier.id }, buyer.cookie);
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const conversationId = started.json.id as string;

    const courierOnB = await LiveClient.open(b!.wsUrl, { cookie: courier.cookie });
    const buyerOnA = await LiveClient.open(a!.wsUrl, { cookie: buyer.cookie });
    clients.push(courierOnB, buyerOnA);

    await deliver(a!, buyer.cookie, conversationId, courierOnB, 'Posted on A, read on B');
    // The reverse direction proves both processes' subscribers work.
    await deliver(b!, courier.cookie, conversationId, buyerOnA, 'Posted on B, read on A');
  });

  it('shuts both processes down cleanly on SIGTERM', async () => {
    // Runs last in this block: stopping here lets the exit codes be asserted inside a test.
    await Promise.all(clients.splice(0).map((c) => c.close()));
    const [exitA, exitB] = await Promise.all([a!.stop(), b!.stop()]);
    expect(exitA, a!.log).toEqual({ code: 0, signal: null });
    expect(exitB, b!.log).toEqual({ code: 0, signal: null });
  });
});
