import { spawnSync } from 'node:child_process';
import type { AlertsPhase } from './alerts/alerts-results.ts';
import { measureAlerts } from './alerts/measure-alerts.ts';
import { describeRun } from './api/run-wrk.ts';
import { benchMode } from './lib/bench-mode.ts';
import { REPO_ROOT } from './lib/repo-paths.ts';

/**
 * `npm run bench:alerts -w bench`: issue 41's figures alone (alerts/measure-alerts.ts), printed, not
 * written into docs/performance.md (the full `npm run bench` does that). Builds the server first
 * (`--skip-build` to use the server/dist there).
 */
function buildServer(): void {
  console.log('Building the server: npm run build -w server');
  const result = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build -w server failed (exit ${result.status})`);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function print(p: AlertsPhase, subscribers: number, loadSeconds: number): void {
  console.log(`MAIL_RATE_PER_MIN=${p.ratePerMin}:`);
  console.log(`  before the mails: ${describeRun(p.before)}`);
  console.log(`  while sending:    ${describeRun(p.during)}`);
  console.log(
    `  fan-out: ${subscribers} outbox rows ${seconds(p.fanOutMs)} after the publish answered (${p.publishMs.toFixed(0)} ms); ` +
      `first mail after ${seconds(p.firstMailMs)}; ${p.mailsDuringLoad} mails taken during the ${loadSeconds} s line` +
      (p.allMailsMs === null
        ? ''
        : `; all ${subscribers} after ${seconds(p.allMailsMs)} (${Math.round((subscribers / (p.allMailsMs - p.firstMailMs)) * 60_000)} a minute)`),
  );
}

if (!process.argv.includes('--skip-build')) buildServer();
const result = await measureAlerts(benchMode());
console.log(
  `cached ${result.path} (zh), ${result.connections} connections each pausing ${result.pauseMs} ms after an answer; SQLite`,
);
print(result.atDefault, result.subscribers, result.loadSeconds);
print(result.fast, result.subscribers, result.loadSeconds);
