import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { users } from '../db/schema/index.js';
import { setAdmin } from '../modules/admin/moderation.js';
import { HttpError } from '../lib/errors.js';
import { MESSAGES } from '@spaceshare/shared/messages';

// npm run admin -- grant USERNAME | revoke USERNAME   (issue 12)
// The only way to make the first operator. On PGlite it needs the server stopped (one process per
// data directory); on PostgreSQL (DATABASE_URL) it runs beside live servers.
const [command, username] = process.argv.slice(2);
const usage = 'usage: npm run admin -- grant USERNAME | revoke USERNAME';

async function main() {
  if ((command !== 'grant' && command !== 'revoke') || !username) throw new Error(usage);
  const config = loadConfig();
  const lock = config.databaseUrl ? null : await lockDataDir(config.dataDir);
  const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    await database.migrate();
    const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
    if (!user) throw new Error(`no user named "${username}"`);
    try {
      await setAdmin(database.db, 'cli', user.id, command === 'grant', 'npm run admin');
      console.info(command === 'grant' ? `${username} is now an operator: /admin` : `${username} is no longer an operator`);
    } catch (err) {
      // Already as asked: nothing to change, and not a failure.
      if (!(err instanceof HttpError && err.statusCode === 409 && err.message !== MESSAGES.suspendedCannotBeAdmin)) throw err;
      console.info(`${username}: ${err.message}`);
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  console.error(`SpaceShare admin: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
