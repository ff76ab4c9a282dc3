import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../src/db/data-dir-lock.js';
import { ServerProcess } from './server-process.js';

// Real server processes on one PGlite data directory: only one may write to it.
const dataDir = mkdtempSync(path.join(tmpdir(), 'spaceshare-lock-'));
const env = { DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', NODE_ENV: 'test' };
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function register(server: ServerProcess, username: string) {
  const res = await fetch(`${server.httpUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a-long-unusual-passphrase', country: 'Ghana' }),
  });
  expect(res.status).toBe(200);
}

async function signIn(server: ServerProcess, username: string) {
  const res = await fetch(`${server.httpUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'a-long-unusual-passphrase' }),
  });
  return res.status;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('one server per data directory (PGlite)', () => {
  it('refuses a second server on the same DATA_DIR with one clear line, and takes over after a kill -9', async () => {
    const first = await ServerProcess.start(env);
    await register(first, 'lockholder');

    await expect(ServerProcess.start(env, 30_000)).rejects.toThrow(/cannot start: DATA_DIR .* is in use by process \d+/);
    // The refused start did not disturb the running one.
    expect(await signIn(first, 'lockholder')).toBe(200);

    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const second = await ServerProcess.start(env);
    try {
      expect(second.log).toMatch(/taking over a stale lock/);
      expect(await signIn(second, 'lockholder')).toBe(200);
    } finally {
      expect((await second.stop()).code).toBe(0);
    }
  }, 120_000);

  it('starts over a lock file left by a process that no longer exists, and removes its lock on shutdown', async () => {
    const lockFile = path.join(dataDir, LOCK_FILE);
    writeFileSync(lockFile, `999999\n2020-01-01T00:00:00.000Z\n${(await import('node:os')).hostname()}\n`);
    const server = await ServerProcess.start(env);
    expect((await server.stop()).code).toBe(0);
    const again = await ServerProcess.start(env);
    expect(again.log).not.toMatch(/taking over/);
    await again.stop();
  }, 120_000);
});
