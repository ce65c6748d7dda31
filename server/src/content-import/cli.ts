import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { invocationDir, reportFailure } from './cli-args.ts';
import { parseSeedArgs } from './seed-args.ts';
import { seedContent } from './seed-content.ts';

/**
 * `npm run seed [-- --from <dir>] [--replace]`: migrate, import content/ (or `<dir>`, a folder of the same
 * layout, its new media copied into the served media folder) into the configured database, print a summary.
 * Without `--replace` it refuses (changing nothing) when the back office changed a record the files
 * would overwrite; with it, each such record gets the files' state as a new version.
 */
async function main(): Promise<void> {
  const args = parseSeedArgs(process.argv.slice(2), invocationDir());
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    const summary = await seedContent(db, { contentDir: config.contentDir, ...args });
    const ms = Math.round(performance.now() - started);
    console.log(`Imported ${summary.source} into ${dialect} in ${ms} ms (content version ${summary.version}):`);
    for (const [table, count] of Object.entries(summary.counts)) console.log(`  ${table.padEnd(16)} ${count}`);
    console.log(`  ${summary.versions} record(s) new or changed since the last seed, each a new version`);
    if (args.from !== undefined) {
      console.log(
        `  media: ${summary.mediaCopied} file(s) copied into ${config.contentDir}/media, ${summary.mediaSame} already there`,
      );
      console.log(`  uploaded media: ${summary.uploadsStored} file(s) of media/u/ added to the database's media store`);
      console.log(
        `  page copy of ${args.from}/pages went to the search index; the pages show the copy built into the web app`,
      );
    }
  } finally {
    await db.destroy();
  }
}

main().catch(reportFailure);
