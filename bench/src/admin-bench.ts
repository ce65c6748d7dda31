import { measureAdmin } from './admin/measure-admin.ts';
import { benchMode } from './lib/bench-mode.ts';

/** `npm run bench:admin -w bench`: only the back office's signed-in calls; prints only. */
await measureAdmin(benchMode());
