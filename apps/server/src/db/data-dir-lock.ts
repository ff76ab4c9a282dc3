import { mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/**
 * One writer per data directory, the way PostgreSQL's postmaster.pid works: PGlite is a single
 * process, and two of them on the same files silently lose each other's writes.
 */
export const LOCK_FILE = 'server.pid';

export class DataDirLockedError extends Error {}

export type DataDirLock = {
  readonly file: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
};

type Holder = { pid: number; startedAt: string; hostname: string };

/** A taker that died between claiming and finishing a takeover leaves its claim behind this long at most. */
const ABANDONED_CLAIM_MS = 10_000;
const ATTEMPTS = 50;

/**
 * Creates DATA_DIR/server.pid exclusively. A lock held by a live process (or by another host, whose
 * processes we cannot see) is refused with one line; a lock whose process is gone is taken over.
 */
export async function lockDataDir(
  dataDir: string,
  onTakeover: (stale: string) => void = () => {},
): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = [process.pid, new Date().toISOString(), hostname()].join('\n') + '\n';

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx', mode: 0o600 });
      return {
        file,
        release() {
          if (readIfExists(file) === mine) unlinkSync(file);
        },
      };
    } catch (err) {
      if (errorCode(err) !== 'EEXIST') throw err;
    }
    const text = readIfExists(file);
    if (text === undefined) continue;
    const holder = parse(text);
    if (!holder) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} has an unreadable lock file ${file}; if no SpaceShare server uses this directory, remove that file`,
      );
    }
    if (holder.hostname !== hostname()) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid} on host ${holder.hostname} (${file}); if that server is gone, remove that file`,
      );
    }
    if (isAlive(holder.pid)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by process ${holder.pid} (started ${holder.startedAt}); stop it first or choose another DATA_DIR`,
      );
    }
    if (removeIfUnchanged(file, text)) onTakeover(`process ${holder.pid} (started ${holder.startedAt}) is gone`);
    else await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new DataDirLockedError(`DATA_DIR ${dataDir}: could not take ${file}; another process keeps changing it`);
}

/**
 * Two processes may find the same stale lock. Only the one holding the claim (an exclusive mkdir)
 * may delete it, and only after checking under that claim that it is still the stale one: otherwise
 * a slow taker could delete the lock a faster taker has just written.
 */
function removeIfUnchanged(file: string, staleText: string): boolean {
  const claim = `${file}.takeover`;
  try {
    mkdirSync(claim);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
    if (Date.now() - mtimeMs(claim) > ABANDONED_CLAIM_MS) rmSync(claim, { recursive: true, force: true });
    return false;
  }
  try {
    if (readIfExists(file) !== staleText) return false;
    unlinkSync(file);
    return true;
  } finally {
    rmSync(claim, { recursive: true, force: true });
  }
}

function parse(text: string): Holder | undefined {
  const [pid, startedAt, host] = text.split('\n');
  const n = Number(pid);
  if (!Number.isInteger(n) || n <= 0 || !startedAt || !host) return undefined;
  return { pid: n, startedAt, hostname: host };
}

function isAlive(pid: number): boolean {
  // After a crash and restart (a container, say) the new server may get the dead one's pid, or its
  // parent's: neither can be another server on this directory.
  if (pid === process.pid || pid === process.ppid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(err) === 'EPERM';
  }
}

function readIfExists(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

function mtimeMs(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return Date.now();
  }
}

function errorCode(err: unknown): string | undefined {
  return (err as NodeJS.ErrnoException | undefined)?.code;
}
