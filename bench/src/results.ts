import type { AdminResult } from './admin/admin-results.ts';
import type { AlertsResult } from './alerts/alerts-results.ts';
import type { DatabaseResult } from './api/api-results.ts';
import type { BundleMeasure } from './bundle/measure-bundle.ts';
import type { CaseConsoleResult } from './cases/case-console-results.ts';
import type { DocumentsResult } from './documents/documents-results.ts';
import type { IntegrityResult } from './integrity/integrity-results.ts';
import type { BenchMode } from './lib/bench-mode.ts';
import type { MachineInfo } from './lib/machine.ts';
import type { LighthouseResult } from './lighthouse/measure-lighthouse.ts';
import type { QuotePollResult } from './quotes/quote-poll-results.ts';
import type { StackResult } from './stack/stack-results.ts';

/** Everything one `npm run bench` measured; a part that failed is null and its error is listed. */
export interface BenchResults {
  when: Date;
  machine: MachineInfo;
  mode: BenchMode;
  bundle: BundleMeasure | null;
  api: DatabaseResult[] | null;
  lighthouse: LighthouseResult | null;
  /** The integrity report's submissions and lookups (SQLite). */
  integrity: IntegrityResult | null;
  /** The reference stack (deploy/) beside nginx serving a file (PostgreSQL and Redis). */
  stack: StackResult | null;
  /** Signed-in calls to the back office's API (SQLite). */
  admin: AdminResult | null;
  /** The compliance console in Chromium (SQLite): listing 1,000 cases, opening a 30 MB attachment. */
  cases: CaseConsoleResult | null;
  /** The live quote poller's cost per poll against the local fake feed (SQLite; PostgreSQL with BENCH_DATABASE_URL). */
  quotePoller: QuotePollResult | null;
  /** Alert mail to 10,000 subscribers beside the cached public site (SQLite). */
  alerts: AlertsResult | null;
  /** 1,000 published PDFs read, stored and indexed, and distinct searches that include them (SQLite; PostgreSQL with BENCH_DATABASE_URL). */
  documents: DocumentsResult | null;
  /** `nginx -v` of the nginx the API was compared with. */
  nginxVersion: string | null;
  /** Measurements that could not run, with the reason. */
  errors: string[];
}
