import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

// The schema's migrations, applied in order and each once. This module reads no app config and no
// shared package, so the API tests' global setup can build its template database with it.

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function migratePostgres(pool: pg.Pool | pg.Client): Promise<void> {
  await pool.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migratePg(drizzlePg(pool), { migrationsFolder });
}

export async function migrateEmbedded(client: PGlite): Promise<void> {
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await migratePglite(drizzlePglite(client), { migrationsFolder });
}
