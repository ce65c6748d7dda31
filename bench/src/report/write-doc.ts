import { writeFileSync } from 'node:fs';
import { PERFORMANCE_DOC } from '../lib/repo-paths.ts';

/** Replaces docs/performance.md as a whole: one run, one machine, one date. */
export function writePerformanceDoc(markdown: string): void {
  writeFileSync(PERFORMANCE_DOC, markdown);
  console.log(`Wrote ${PERFORMANCE_DOC}`);
}
