import { chmodSync, existsSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock.js';

// Backups of the embedded database. PGlite is one process on its files, so while a server runs the
// backup is taken by that server, asked over a Unix socket inside DATA_DIR (only the directory's
// owner can reach it); when none runs, the command opens the files itself under the data-dir lock.

export const CONTROL_SOCKET = 'control.sock';
export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

/** What a backup needs of the embedded database: PGlite itself, or PGlite on its thread. */
export type Dumpable = { dumpDataDir(compression: 'gzip'): Promise<Blob> };

/** A consistent gzip tarball of PGlite's data directory (PGlite's own dump). */
export async function dumpPglite(client: Dumpable): Promise<Buffer> {
  const blob = await client.dumpDataDir('gzip');
  return Buffer.from(await blob.arrayBuffer());
}

/** Serves backups to `npm run backup` while this server holds the data directory. */
export function serveBackups(dataDir: string, client: Dumpable): Promise<Server> {
  const file = path.join(dataDir, CONTROL_SOCKET);
  // We hold the data-dir lock, so a socket file left here is a dead server's.
  rmSync(file, { force: true });
  const server = createServer((conn) => {
    conn.once('data', (chunk) => {
      if (chunk.toString().trim() !== 'backup') return void conn.end();
      dumpPglite(client).then(
        (tarball) => conn.end(tarball),
        () => conn.destroy(),
      );
    });
    conn.on('error', () => {});
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      chmodSync(file, 0o600);
      resolve(server);
    });
  });
}

function askRunningServer(dataDir: string): Promise<Buffer | null> {
  const file = path.join(dataDir, CONTROL_SOCKET);
  if (!existsSync(file)) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const conn = createConnection(file, () => conn.write('backup\n'));
    conn.on('data', (c: Buffer) => chunks.push(c));
    conn.on('end', () => (chunks.length ? resolve(Buffer.concat(chunks)) : reject(new Error('the running server sent no backup'))));
    // No server behind the socket file (it died): back up from the files instead.
    conn.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNREFUSED' || err.code === 'ENOENT' ? resolve(null) : reject(err)));
  });
}

/** Writes a backup of DATA_DIR's database to `target`; says whether a running server made it. */
export async function backup(dataDir: string, target: string): Promise<'server' | 'files'> {
  let tarball = await askRunningServer(dataDir);
  let source: 'server' | 'files' = 'server';
  if (!tarball) {
    if (!existsSync(pgliteDir(dataDir))) throw new Error(`DATA_DIR ${dataDir} holds no database`);
    source = 'files';
    const lock = await lockDataDir(dataDir);
    try {
      const client = await PGlite.create(pgliteDir(dataDir), { extensions: { pg_trgm } });
      tarball = await dumpPglite(client);
      await client.close();
    } finally {
      lock.release();
    }
  }
  // Never a half-written backup under the final name.
  writeFileSync(`${target}.partial`, tarball, { mode: 0o600 });
  renameSync(`${target}.partial`, target);
  return source;
}

/** Restores a backup into a DATA_DIR that holds no database and no running server. */
export async function restore(dataDir: string, source: Buffer): Promise<void> {
  const dir = pgliteDir(dataDir);
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    throw new Error(`DATA_DIR ${dataDir} already holds a database; restore into an empty DATA_DIR`);
  }
  const lock = await lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm }, loadDataDir: new Blob([source]) });
    await client.query('select 1');
    await client.close();
  } finally {
    lock.release();
  }
}
