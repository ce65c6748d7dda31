import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importContent } from './import.ts';

/** `npm run seed`: migrate, import content/ into the configured database, print a summary. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const summary = await importContent(db, config.contentDir);
    const ms = Math.round(performance.now() - started);
    console.log(`Imported ${config.contentDir} into ${dialect} in ${ms} ms (content version ${summary.version}):`);
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(16)} ${count}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
