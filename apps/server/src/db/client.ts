import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Dumpable } from './backup.js';
import { DEFAULT_DATABASE_POOL_SIZE } from '../config.js';
import { GENERIC_PLANS_OPTION, isKeptName, isStalePlan, StatementNames, withStartupOption } from './kept-plans.js';
import { migrateEmbedded, migratePostgres } from './migrations.js';
import { PGliteThread } from './pglite-thread.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The database or an open transaction: what a query helper that may run inside one takes. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** Connection use, read by /api/metrics; null where the driver cannot tell. */
export type PoolStats = { max: number; open: number; idle: number | null; waiting: number | null };

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  poolStats(): PoolStats;
  /** The embedded database (PGlite mode only), for backups. */
  pglite?: Dumpable;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres:// URL; when absent an embedded PGlite is used. */
  url?: string | undefined;
  /** Directory for PGlite files; absent means in-memory. */
  dataDir?: string | undefined;
  /** PostgreSQL connections (DATABASE_POOL_SIZE). */
  poolSize?: number;
  /**
   * PGlite only: a dump of a data directory (`dumpDataDir`) to start from instead of an empty
   * database. Tests start from one migrated template: PGlite's initdb alone costs about a second.
   */
  from?: Blob | undefined;
};

/**
 * A pool whose SELECTs run as named prepared statements (see StatementNames): each connection parses
 * and plans a shape once and PostgreSQL keeps its plan, where an unnamed statement is parsed and
 * planned on every call (0.2–3 ms on the listings tables, more than most of their index walks).
 * Those that run on their generic plan (GENERIC_PLANS_OPTION) have connections of their own; the rest
 * (unnamed and value-planned statements, transactions) keep PostgreSQL's choice, which plans them
 * for their values.
 */
class PreparingPool extends pg.Pool {
  /** How many names have stopped being kept: a connection that has seen fewer looks for them. */
  private droppedCount = 0;
  private readonly names = new StatementNames(() => this.droppedCount++);
  /** The count each connection last freed its dropped names at. */
  private readonly freedAt = new WeakMap<pg.PoolClient, number>();
  /** The connections generic kept statements run on: as many again as the pool's own. */
  readonly kept: pg.Pool;

  constructor(config: pg.PoolConfig & { connectionString: string }) {
    super(config);
    this.kept = new pg.Pool({ ...config, ...withStartupOption(config.connectionString, GENERIC_PLANS_OPTION) });
    this.kept.on('error', () => {});
    this.on('acquire', this.freeDropped);
    this.kept.on('acquire', this.freeDropped);
  }

  /**
   * A connection taken from either pool first deallocates the statements it prepared under names
   * that are no longer kept (decision 0824): queued on the connection ahead of the caller's query, it
   * costs a round trip only after a name was dropped. node-postgres remembers what a connection
   * prepared in `connection.parsedStatements`; that entry goes too.
   */
  private readonly freeDropped = (client: pg.PoolClient) => {
    if ((this.freedAt.get(client) ?? 0) === this.droppedCount) return;
    this.freedAt.set(client, this.droppedCount);
    const parsed = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection?.parsedStatements;
    if (!parsed) return;
    const stale = Object.keys(parsed).filter((name) => isKeptName(name) && !this.names.isKept(name));
    if (stale.length === 0) return;
    for (const name of stale) delete parsed[name];
    client.query(stale.map((name) => `deallocate "${name}"`).join('; ')).catch(() => {});
  };

  override query(...args: unknown[]): never {
    const [config] = args;
    const run = (a: unknown[]) => (super.query as (...a: unknown[]) => never)(...a);
    if (!config || typeof config !== 'object' || !('text' in config)) return run(args);
    // A name drizzle gives (a prepared query) is replaced by ours: one scheme, one stale-plan retry.
    const given = 'name' in config && config.name;
    const unnamed = given ? [{ ...config, name: undefined }, ...args.slice(1)] : args;
    const text = String(config.text);
    const kept = this.names.keptOf(text);
    if (!kept) return run(unnamed);
    const named = [{ ...config, name: kept.name }, ...args.slice(1)];
    const answer = kept.generic ? (this.kept.query as (...a: unknown[]) => unknown)(...named) : run(named);
    if (!(answer instanceof Promise)) return answer as never;
    // A table changed under the kept statement (a migration by a newer instance): a fresh name is
    // prepared anew on every connection from now on, and this call runs unnamed.
    return answer.catch((err: unknown) => {
      if (!isStalePlan(err)) throw err;
      this.names.forget(text);
      return run(unnamed);
    }) as never;
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.kept.end()]);
  }
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const max = options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE;
    const pool = new PreparingPool({ connectionString: options.url, max });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      poolStats: () => {
        const both = [pool, pool.kept];
        const sum = (read: (p: pg.Pool) => number) => both.reduce((n, p) => n + read(p), 0);
        return { max: 2 * max, open: sum((p) => p.totalCount), idle: sum((p) => p.idleCount), waiting: sum((p) => p.waitingCount) };
      },
      migrate: () => migratePostgres(pool),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }

  let dir: string | undefined;
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // On a thread of its own (decision 0807): PGlite runs each statement synchronously.
  const client = await PGliteThread.create(dir, options.from);
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite(asPglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // One connection; waiting: the statements queued behind the one it runs.
    poolStats: () => ({ max: 1, open: client.closed ? 0 : 1, idle: null, waiting: Math.max(0, client.unanswered - 1) }),
    migrate: () => migrateEmbedded(asPglite),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
