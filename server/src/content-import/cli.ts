import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importContent } from './import.ts';

/**
 * `npm run seed [-- --replace]`: migrate, import content/ into the configured database, print a summary.
 * Without `--replace` it refuses (changing nothing) when the back office changed a record the files
 * would overwrite; with it, each such record gets the files' state as a new version.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => a !== '--replace');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown[0]}; usage: npm run seed [-- --replace]`);
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const summary = await importContent(db, config.contentDir, { replace: args.includes('--replace') });
    const ms = Math.round(performance.now() - started);
    console.log(`Imported ${config.contentDir} into ${dialect} in ${ms} ms (content version ${summary.version}):`);
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(16)} ${count}`);
    console.log(`  ${summary.versions} record(s) new or changed since the last seed, each a new version`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
