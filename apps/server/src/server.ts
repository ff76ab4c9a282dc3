import type { Server } from 'node:net';
import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { serveBackups } from './db/backup.js';
import { DataDirLockedError, lockDataDir, type DataDirLock } from './db/data-dir-lock.js';
import { seedIfWanted } from './demo/seed.js';
import { createRedis } from './lib/redis.js';

async function main() {
  const config = loadConfig();
  // PGlite is one process on its files: a second server on the same DATA_DIR would lose writes.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    lock = await lockDataDir(config.dataDir, (why) => console.warn(`SpaceShare: taking over a stale lock on ${config.dataDir}: ${why}`));
    process.once('exit', () => lock?.release());
  }
  const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolSize });
  await database.migrate();
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis });
  for (const warning of config.warnings) app.log.warn(warning);
  await seedIfWanted(database.db, config.seedDemo, app.log);

  let backups: Server | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      backups?.close();
      await app.close();
      await redis?.quit();
      await database.close();
      lock?.release();
      clearTimeout(force);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` asks this server for a consistent copy while it holds the files.
  if (lock && database.pglite) backups = await serveBackups(config.dataDir, database.pglite);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(`SpaceShare cannot start: ${err.message}`);
  } else {
    console.error('SpaceShare failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
