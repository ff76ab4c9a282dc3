import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { signedInPerson } from './listing-helpers.js';
import { createTestDatabase } from './helpers.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; msg?: string; level: number };

/** An app whose log lines (JSON, one per write) are kept for the test to read. */
async function appWithLogs(overrides: Partial<Config> = {}) {
  const lines: LogLine[] = [];
  const { database, drop } = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ logLevel: 'info', ...overrides }),
    database,
    logStream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  await app.ready();
  return {
    app,
    database,
    linesOf: (reqId: string) => lines.filter((l) => l.reqId === reqId),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

describe('request ids', () => {
  let t: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    t = await appWithLogs();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('honours an incoming X-Request-Id, echoes it and writes it in the log lines of that request', async () => {
    const res = await get('/api/health', { 'x-request-id': 'edge-7f3a.42:1_b' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('edge-7f3a.42:1_b');
    const messages = t.linesOf('edge-7f3a.42:1_b').map((l) => l.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  });

  it('gives each request without one a fresh UUID, also in its log lines', async () => {
    const a = await get('/api/health');
    const b = await get('/api/health');
    const idA = String(a.headers['x-request-id']);
    expect(idA).toMatch(UUID);
    expect(String(b.headers['x-request-id'])).toMatch(UUID);
    expect(b.headers['x-request-id']).not.toBe(idA);
    expect(t.linesOf(idA).map((l) => l.msg)).toContain('request completed');
  });

  it('refuses garbage ids (too long, spaces, quotes, line breaks, repeated headers) and uses its own', async () => {
    const garbage = ['x'.repeat(65), 'two words', '"}{"admin":true', 'a\tb', 'é', ''];
    for (const id of garbage) {
      const res = await get('/api/health', { 'x-request-id': id });
      expect(res.headers['x-request-id'], JSON.stringify(id)).toMatch(UUID);
    }
    // Node joins a repeated header into "a, b", which is refused like any list.
    const twice = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': ['a', 'b'] } });
    expect(twice.headers['x-request-id']).toMatch(UUID);
    expect(t.linesOf('x'.repeat(65))).toEqual([]);
  });

  it('echoes the id on 404s, validation errors and oversized bodies', async () => {
    const missing = await get('/api/nope', { 'x-request-id': 'rid-404' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('rid-404');

    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'x-request-id': 'rid-400' }, payload: {} });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.headers['x-request-id']).toBe('rid-400');

    const tooLarge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-request-id': 'rid-413' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['x-request-id']).toBe('rid-413');
  });

  it('puts the id on the error line of a request that fails on our side, and on its 500', async () => {
    const broken = await appWithLogs();
    try {
      // A real fault on our side: the table the listing query needs is gone.
      await broken.database.db.execute(sql`ALTER TABLE gigs RENAME TO gigs_gone`);
      const res = await broken.app.inject({ method: 'GET', url: '/api/gigs', headers: { 'x-request-id': 'rid-500' } });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('rid-500');
      const lines = broken.linesOf('rid-500');
      expect(lines.find((l) => l.msg === 'unhandled error')?.level).toBe(50);
    } finally {
      await broken.close();
    }
  });
});

describe('request ids on cached answers', () => {
  let t: Awaited<ReturnType<typeof appWithLogs>>;
  beforeAll(async () => {
    t = await appWithLogs({ responseCacheTtlMs: 60_000 });
  });
  afterAll(() => t.close());

  it('gives a cache hit its own id, not the one of the request that filled the cache', async () => {
    const miss = await t.app.inject({ method: 'GET', url: '/api/gigs', headers: { 'x-request-id': 'rid-miss' } });
    const hit = await t.app.inject({ method: 'GET', url: '/api/gigs', headers: { 'x-request-id': 'rid-hit' } });
    expect(miss.headers['x-cache']).toBe('MISS');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(miss.headers['x-request-id']).toBe('rid-miss');
    expect(hit.headers['x-request-id']).toBe('rid-hit');
  });
});

describe('request ids on WebSocket upgrades', () => {
  let t: Awaited<ReturnType<typeof appWithLogs>>;
  let wsUrl: string;
  beforeAll(async () => {
    t = await appWithLogs();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/ws`;
  });
  afterAll(() => t.close());

  /** Opens a socket and resolves with the 101 answer's headers once it is open. */
  function upgrade(headers: Record<string, string>) {
    return new Promise<{ ws: WebSocket; response: IncomingMessage }>((resolve, reject) => {
      const ws = new WebSocket(wsUrl, { headers });
      let response: IncomingMessage | undefined;
      ws.once('upgrade', (res) => (response = res));
      ws.once('open', () => resolve({ ws, response: response! }));
      ws.once('error', reject);
    });
  }

  it('echoes the id in the 101 answer and logs the upgrade under it', async () => {
    const who = await signedInPerson(t.database.db, false);
    const { ws, response } = await upgrade({ cookie: who.cookie, 'x-request-id': 'ws-rid-1' });
    expect(response.statusCode).toBe(101);
    expect(response.headers['x-request-id']).toBe('ws-rid-1');
    expect(t.linesOf('ws-rid-1').map((l) => l.msg)).toContain('incoming request');
    await new Promise((resolve) => {
      ws.once('close', resolve);
      ws.close();
    });
  });

  it('gives an upgrade without an id a UUID of its own', async () => {
    const who = await signedInPerson(t.database.db, false);
    const { ws, response } = await upgrade({ cookie: who.cookie });
    expect(String(response.headers['x-request-id'])).toMatch(UUID);
    await new Promise((resolve) => {
      ws.once('close', resolve);
      ws.close();
    });
  });
});
