import { compareScreens } from './screens/compare-screens.ts';

/**
 * `npm run bench:screens -w bench -- <site before> <site after> [--all]`: screenshots of one page per
 * template (every sitemap page with --all) at 1440 and 390 px on two running sites, compared pixel by
 * pixel; exits 1 when any differs. Start the two builds on two ports first (`PORT=… npm run serve`).
 */
const [before, after] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!before || !after) {
  console.error('usage: npm run bench:screens -w bench -- http://127.0.0.1:8090 http://127.0.0.1:8091 [--all]');
  process.exit(2);
}
const results = await compareScreens(before, after, process.argv.includes('--all'));
const changed = results.filter((r) => r.diff.differing > 0);
console.log(`\n${results.length} screenshots compared; ${changed.length} differ${changed.length ? ':' : '.'}`);
for (const r of changed)
  console.log(`  ${r.window} ${r.path}: ${r.diff.differing} pixels${r.diff.sizeChanged ? ' (size changed)' : ''}`);
process.exitCode = changed.length ? 1 : 0;
