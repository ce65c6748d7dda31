import { loadConfig } from '../config.ts';
import { invocationDir, reportFailure } from '../content-import/cli-args.ts';
import { openDatabase } from '../db/database.ts';
import { parseContentArgs } from './content-args.ts';
import { exportContent } from './export-content.ts';

/**
 * `npm run content -- export <dir> [--force]`: writes the configured database's published content into
 * `<dir>` in content/'s layout (site.yaml, data/*.yaml, pages/, media/) and prints what it wrote. It only
 * reads the database (no migration): a database the seed never ran on has nothing to export.
 */
async function main(): Promise<void> {
  const args = parseContentArgs(process.argv.slice(2), invocationDir());
  const config = loadConfig();
  const { db, dialect } = openDatabase(config);
  try {
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

main().catch(reportFailure);
