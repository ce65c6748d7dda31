import { BASELINE_FILE_NAME, readBaseline } from './baseline-file.ts';
import { budgetMessage, checkBudget } from './budget.ts';
import { measureBundle } from './measure-bundle.ts';

/**
 * The size check of `npm test`, run on the built web/dist right after the build: fails when the home
 * route's initial JavaScript is over budget, naming the chunks that grew since bench/bundle-baseline.json.
 */
const bundle = measureBundle();
const check = checkBudget(bundle.scripts, readBaseline());
const message = budgetMessage(check, BASELINE_FILE_NAME);
if (check.ok) {
  console.log(message);
} else {
  console.error(message);
  process.exitCode = 1;
}
