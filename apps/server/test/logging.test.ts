import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { createTestDatabase } from './helpers.js';
import { signedInPerson } from './listing-helpers.js';
import { LiveClient } from './live-client.js';

/** The server at its default log level, writing into `lines` instead of stdout. */
describe('what the server logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let base: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ logLevel: 'info' }),
      database: db.database,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await db.drop();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const logged = () => lines.join('');
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  /** The "unhandled error" entries: what an operator reads after a 500. */
  const errorEntries = () => entries().filter((e) => e.msg === 'unhandled error');

  it('logs the WebSocket URL without the session token it carries', async () => {
    const me = await signedInPerson(db.database.db);
    const client = await LiveClient.open(`ws://${base}/api/ws?token=${encodeURIComponent(me.token)}`);
    await client.close();

    expect(logged()).toContain('/api/ws?token=');
    expect(logged()).not.toContain(me.token);
    expect(logged()).not.toContain(encodeURIComponent(me.token));
  });

  it('logs a live socket frame past the size limit as what the client did, not as an error with a stack', async () => {
    const me = await signedInPerson(db.database.db);
    const client = await LiveClient.open(`ws://${base}/api/ws`, { cookie: me.cookie });
    const closed = new Promise<number>((resolve) => client.ws.once('close', (code) => resolve(code)));
    client.ws.send('x'.repeat(20 * 1024));
    expect(await closed).toBe(1009);
    await expect.poll(() => entries().some((e) => e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')).toBe(true);
    const entry = entries().find((e) => e.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')!;
    expect(entry.level).toBe(30);
    expect(logged()).not.toContain('Receiver.');
    expect(entries().filter((e) => (e.level as number) >= 50)).toEqual([]);
  });

  it('redacts any secret-looking query parameter and keeps the others', async () => {
    const secrets = ['tok-1a2b3c4d5e', 'key-6f7a8b9c0d', 'pw-hunter2hunter2', 'sig-0a9b8c7d6e'];
    const res = await fetch(
      `http://${base}/api/gigs?search=ghana&access_token=${secrets[0]}&apiKey=${secrets[1]}&password=${secrets[2]}&X-Signature=${secrets[3]}`,
    );
    expect(res.status).toBe(200);
    const urls = entries()
      .map((e) => (e.req as { url?: string } | undefined)?.url)
      .filter((url): url is string => url !== undefined);
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/api\/gigs\?search=ghana&access_token=\[REDACTED\]&apiKey=\[REDACTED\]&password=\[REDACTED\]&X-Signature=\[REDACTED\]$/);
    for (const secret of secrets) expect(logged()).not.toContain(secret);
  });

  it('logs a failed sign-up with its SQL and error code, never the password hash or the address', async () => {
    // A real database refusal of the insert (as a full disk or a broken constraint would give).
    await db.database.db.execute(sql.raw(`alter table users add constraint logtest_no_users check (username not like 'logtest%') not valid`));
    const email = 'logtest.person@example.com';
    const password = 'a-long-unlikely-passphrase';
    const res = await fetch(`http://${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'logtest_person', email, password }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    for (const secret of ['$argon2', email, password, 'logtest_person']) expect(logged()).not.toContain(secret);
    expect(logged()).not.toMatch(/params|Failing row|"detail"/);
    // What is left still says what failed.
    const [entry] = errorEntries();
    expect(entry).toBeDefined();
    const err = entry!.err as Record<string, unknown>;
    expect(err.query).toMatch(/^insert into "users"/);
    expect(err.code).toBe('23514');
    expect(err.constraint).toBe('logtest_no_users');
  });

  it('logs a failed message with its SQL and error code, never the text', async () => {
    await db.database.db.execute(sql.raw(`alter table messages add constraint logtest_no_cargo check ("desc" not like '%locker 42%') not valid`));
    const buyer = await signedInPerson(db.database.db);
    const seller = await signedInPerson(db.database.db, true);
    const post = (url: string, payload: object) =>
      fetch(`http://${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: buyer.cookie },
        body: JSON.stringify(payload),
      });
    const { id } = (await (await post('/api/conversations', { to: seller.id })).json()) as { id: string };
    const text = 'The spare key is in locker 42 at Baiyun airport';
    const res = await post('/api/messages', { conversationId: id, desc: text });
    expect(res.status).toBe(500);

    expect(logged()).not.toContain('locker 42');
    expect(logged()).not.toContain('Baiyun');
    const [entry] = errorEntries();
    const err = entry!.err as Record<string, unknown>;
    expect(err.query).toMatch(/insert into "messages"/i);
    expect(err.code).toBe('23514');
  });
});
