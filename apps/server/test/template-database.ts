import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded, migratePostgres } from '../src/db/migrations.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database to copy: a PGlite dump's file, or a PostgreSQL database's name. */
    templateDatabase: string;
  }
}

/**
 * Vitest's global setup for the API tests: one migrated database per run, which every test's fresh
 * database copies (createTestDatabase). It runs in vitest's own process, which cannot load the
 * shared package from source, hence the migrations alone rather than createDatabase. Migrating an empty PGlite cost about 3 s a test app (its
 * initdb and 19 migrations); loading the dump costs a tenth of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    await migrateEmbedded(client);
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'spaceshare-template-'));
    const file = path.join(dir, 'pglite.tar.gz');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('templateDatabase', file);
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `spaceshare_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await migratePostgres(client);
  } finally {
    await client.end();
  }
  project.provide('templateDatabase', name);
  return () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Runs one statement on a connection of its own to the server of `baseUrl`. */
export async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}
