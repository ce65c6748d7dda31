import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { readContentVersion } from './content-import/content-meta.ts';
import { importContent } from './content-import/import.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Start: read env, open and migrate the database, seed it if empty, listen, shut down gracefully. */
async function main(): Promise<void> {
  const config = readConfig();
  const { db, dialect } = openDatabase(config);
  await migrateToLatest(db);
  if ((await readContentVersion(db)) === null) {
    const summary = await importContent(db, config.contentDir);
    console.log(`Seeded the empty ${dialect} database from ${config.contentDir} (content version ${summary.version})`);
  }
  const app = await buildApp(config, { db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await db.destroy();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
