import type { FastifyBaseLogger } from 'fastify';
import { count } from 'drizzle-orm';
import type { Db } from './client.js';
import { users } from './schema/index.js';
import { seedDemoData } from './demo-data.js';

/** Seeds demo data into an empty database (SEED_DEMO=auto), always (true), or never (false). */
export async function seedIfWanted(db: Db, mode: 'auto' | boolean, log: FastifyBaseLogger) {
  if (mode === false) return;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) {
    if (mode === 'auto') return;
  }
  const summary = await seedDemoData(db);
  log.info(summary, 'demo data seeded');
}
