import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { createDatabase, type Database } from '../src/db/client.js';
import { DEFAULT_PASSWORD } from '../src/db/factories.js';
import { createRedis } from '../src/lib/redis.js';
import { adminQuery } from './template-database.js';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  close(): Promise<void>;
};

let templateDump: Promise<Blob> | undefined;

/**
 * A fresh database per call: in-memory PGlite by default, or a brand-new PostgreSQL database
 * (created beside the one in DATABASE_URL and dropped afterwards) when DATABASE_URL is set. Both
 * start as a copy of the run's migrated template (template-database.ts); migrate() then finds
 * nothing to do, as on a restarted server.
 */
export async function createTestDatabase(): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  const template = inject('templateDatabase');
  if (!baseUrl) {
    // The dump is read once per test process (files share one module graph), not once per database.
    templateDump ??= readFile(template).then((bytes) => new Blob([bytes]));
    const database = await createDatabase({ from: await templateDump });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `spaceshare_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ url: url.toString(), poolSize: 5 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const config = testConfig(overrides);
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await redis?.quit();
      await drop();
    },
  };
}

/** Signs a user in through the real endpoint and returns the cookie header for later requests. */
export async function login(app: FastifyInstance, username: string, password = DEFAULT_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${username}: ${res.statusCode} ${res.body}`);
  return { cookie: sessionCookie(res), user: res.json() as { _id: string; token: string } };
}

export function sessionCookie(res: LightMyRequestResponse): string {
  const sid = res.cookies.find((c) => c.name === 'sid');
  if (!sid) throw new Error('no session cookie in response');
  return `sid=${sid.value}`;
}

/**
 * Injected requests as a signed-in user (a session cookie) or a visitor (no cookie). Takes a getter
 * because suites build their app in beforeAll, after the helpers are declared.
 */
export function requests(app: () => FastifyInstance) {
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    app().inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string, cookie?: string) => send('GET', url, cookie),
    post: (url: string, cookie?: string, payload?: unknown) => send('POST', url, cookie, payload),
    put: (url: string, cookie?: string, payload?: unknown) => send('PUT', url, cookie, payload),
    del: (url: string, cookie?: string) => send('DELETE', url, cookie),
  };
}

let seq = 0;
/** A name no other test in this process has used. */
export const uniq = (prefix = 'u') => `${prefix}${Date.now().toString(36)}${(seq++).toString(36)}`;

/** No answer of this API may ever carry a password or its hash. */
export function expectNoSecrets(res: LightMyRequestResponse) {
  expect(res.body).not.toMatch(/passwordHash|password_hash|\$argon2|"password"/i);
}

/**
 * PostgreSQL only: waits until some statement of this database waits on a row lock (a request started
 * while a test transaction holds the row), and fails the test if none does within five seconds.
 */
export async function untilSomeoneWaitsOnALock(db: Database['db']): Promise<void> {
  const waiters = async () =>
    Number(
      ((await db.execute(sql`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as {
        rows: Array<{ n: string }>;
      }).rows[0]!.n,
    );
  for (let i = 0; i < 200 && (await waiters()) === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(await waiters()).toBeGreaterThan(0);
}
