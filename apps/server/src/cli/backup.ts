import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backup, restore } from '../db/backup.js';

// npm run backup -- FILE  |  npm run restore -- FILE   (PGlite mode; PostgreSQL: pg_dump, see README)
const [command, file] = process.argv.slice(2);
const usage = 'usage: backup FILE | restore FILE';

async function main() {
  if ((command !== 'backup' && command !== 'restore') || !file) throw new Error(usage);
  const config = loadConfig();
  if (config.databaseUrl) throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README)');
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  if (command === 'backup') {
    const by = await backup(config.dataDir, target);
    console.info(`Backup of ${config.dataDir} written to ${target} (${by === 'server' ? 'by the running server' : 'from the data files'})`);
  } else {
    await restore(config.dataDir, readFileSync(target));
    console.info(`Restored ${target} into ${config.dataDir}`);
  }
}

main().catch((err: unknown) => {
  console.error(`SpaceShare ${command ?? ''}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
