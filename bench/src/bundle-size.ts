import { BASELINE_FILE_NAME, readBaseline } from './bundle/baseline-file.ts';
import { budgetMessage, checkBudget } from './bundle/budget.ts';
import { measureBundle } from './bundle/measure-bundle.ts';
import { buildWeb } from './lib/build-web.ts';
import { renderBundle } from './report/render-bundle.ts';

/** `npm run bench:bundle -w bench`: builds (unless --skip-build), prints the home route's initial JavaScript. */
buildWeb();
const bundle = measureBundle();
console.log(renderBundle(bundle));
const check = checkBudget(bundle.scripts, readBaseline());
console.log(`\n${budgetMessage(check, BASELINE_FILE_NAME)}`);
if (!check.ok) process.exitCode = 1;
