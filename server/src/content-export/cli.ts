import { readFileSync } from 'node:fs';
import { loadConfig } from '../config.ts';
import { invocationDir, reportFailure } from '../content-import/cli-args.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { PriceCsvError } from '../market/history/csv-parse.ts';
import { importPriceFile, PriceImportRefused } from '../market/history/import-prices.ts';
import { parseContentArgs } from './content-args.ts';
import { exportContent } from './export-content.ts';

/**
 * `npm run content -- export <dir> [--force]`: writes the configured database's published content into
 * `<dir>` in content/'s layout (site.yaml, data/*.yaml, pages/, media/) and prints what it wrote. It only
 * reads the database (no migration): a database the seed never ran on has nothing to export.
 *
 * `npm run content -- import-prices <file.csv> --code 002714`: imports a security's real daily bars
 * (server/src/market/history/import-prices.ts) into the migrated database; a refused file prints every
 * problem with its line, in Chinese and in English, and changes nothing.
 */
async function main(): Promise<void> {
  const args = parseContentArgs(process.argv.slice(2), invocationDir());
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
    if (args.command === 'import-prices') {
      await migrateToLatest(db);
      const s = await importPriceFile(db, { code: args.code, bytes: readFileSync(args.file) });
      console.log(
        `Imported ${s.bars} daily bars of ${s.code} (${s.first} to ${s.last}, ${s.encoding}) into ${dialect}:`,
      );
      if (!s.changed) console.log('  the database already held exactly these bars: nothing changed');
      else console.log(`  ${s.added} day(s) added, ${s.replaced} replaced, ${s.sampleCleared} sample bar(s) removed`);
      return;
    }
    const started = performance.now();
    const summary = await exportContent(db, { contentDir: config.contentDir, outDir: args.outDir, force: args.force });
    const ms = Math.round(performance.now() - started);
    console.log(`Exported the ${dialect} database's published content into ${summary.outDir} in ${ms} ms:`);
    console.log(`  ${summary.files} YAML files, ${summary.records} published records`);
    if (summary.unpublished > 0) console.log(`  ${summary.unpublished} unpublished record(s) left out`);
    console.log(`  ${summary.pageFiles} page files (pages/<id>/<lang>.yaml)`);
    console.log(`  ${summary.mediaFiles} media files copied from ${config.contentDir}/media`);
    console.log(`  ${summary.uploadedFiles} uploaded files written from the database's media store to media/u/`);
    for (const path of summary.skipped) console.log(`  not copied (not a regular file): ${path}`);
  } finally {
    await db.destroy();
  }
}

/** A refused price file in both languages, Chinese first; anything else as the content commands tell it. */
main().catch((error: unknown) => {
  if (error instanceof PriceCsvError) {
    console.error(`${PriceCsvError.describe(error.problems, 'zh')}\n\n${PriceCsvError.describe(error.problems, 'en')}`);
    process.exitCode = 1;
  } else if (error instanceof PriceImportRefused) {
    console.error(`${error.msg.zh}\n${error.msg.en}`);
    process.exitCode = 1;
  } else reportFailure(error);
});
