import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { createDatabase } from './db/client.js';
import { seedIfWanted } from './db/seed.js';
import { createRedis } from './lib/redis.js';

async function main() {
  const config = loadConfig();
  const database = await createDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const redis = config.redisUrl ? createRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis });
  await seedIfWanted(database.db, config.seedDemo, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await redis?.quit();
      await database.close();
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
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(`SpaceShare cannot start: ${err.message}`);
  } else {
    console.error('SpaceShare failed to start:', err instanceof Error ? err.message : err);
  }
  process.exit(1);
});
