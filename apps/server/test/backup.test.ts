import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerProcess } from './server-process.js';

// npm run backup / restore on the embedded database, with real server processes and the real CLI.
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'spaceshare-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const PASSWORD = 'a-long-unusual-passphrase';

function cli(command: 'backup' | 'restore', dataDir: string, file: string) {
  return promisify(execFile)(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/cli/backup.ts', command, file], {
    cwd: serverRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: work },
  });
}

const envFor = (dataDir: string) => ({ DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', NODE_ENV: 'test', DATABASE_URL: '' });

async function call(server: ServerProcess, url: string, body: object) {
  const res = await fetch(`${server.httpUrl}/api${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return res.status;
}
const register = (s: ServerProcess, username: string) =>
  call(s, '/auth/register', { username, email: `${username}@example.com`, password: PASSWORD, country: 'Ghana' });
const signIn = (s: ServerProcess, username: string) => call(s, '/auth/login', { username, password: PASSWORD });

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the embedded database', () => {
  it('backs up while the server runs and while it does not, and restores either into an empty DATA_DIR', async () => {
    const source = path.join(work, 'source');
    const server = await ServerProcess.start(envFor(source));
    expect(await register(server, 'before_backup')).toBe(200);

    const { stdout: live } = await cli('backup', source, 'live.tar.gz');
    expect(live).toMatch(/by the running server/);
    expect(await register(server, 'after_backup')).toBe(200);
    expect((await server.stop()).code).toBe(0);

    const { stdout: cold } = await cli('backup', source, 'cold.tar.gz');
    expect(cold).toMatch(/from the data files/);
    expect(statSync(path.join(work, 'cold.tar.gz')).size).toBeGreaterThan(1000);
    expect(existsSync(path.join(work, 'live.tar.gz.partial'))).toBe(false);

    // The live backup holds what was written before it, not what came after.
    const restored = path.join(work, 'restored-live');
    await cli('restore', restored, 'live.tar.gz');
    const a = await ServerProcess.start(envFor(restored));
    try {
      expect(await signIn(a, 'before_backup')).toBe(200);
      expect(await signIn(a, 'after_backup')).toBe(401);
      // A restore never lands on a database that exists, nor beside a running server.
      await expect(cli('restore', restored, 'cold.tar.gz')).rejects.toThrow(/already holds a database/);
    } finally {
      await a.stop();
    }

    const restoredCold = path.join(work, 'restored-cold');
    await cli('restore', restoredCold, 'cold.tar.gz');
    const b = await ServerProcess.start(envFor(restoredCold));
    try {
      expect(await signIn(b, 'after_backup')).toBe(200);
    } finally {
      await b.stop();
    }
  }, 180_000);
});
