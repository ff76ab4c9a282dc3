import type { FastifyBaseLogger } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_MARKER_USERNAME, seedDemoData } from './demo-data.js';

/**
 * SEED_DEMO=auto seeds an empty database; true seeds unless the demo data is already there;
 * false never seeds. Either way a second start never seeds twice.
 */
export async function seedIfWanted(db: Db, mode: 'auto' | boolean, log: FastifyBaseLogger) {
  if (mode === false) return;
  if (mode === 'auto') {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return;
  } else {
    const [marker] = await db.select({ id: users.id }).from(users).where(eq(users.username, DEMO_MARKER_USERNAME));
    if (marker) return;
  }
  const summary = await seedDemoData(db);
  log.info(summary, 'demo data seeded');
}
