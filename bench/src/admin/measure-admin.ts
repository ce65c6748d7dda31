import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { LOAD } from '../api/load-settings.ts';
import { assertWrkInstalled, describeRun, type MeasuredRun, runWrk } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { startServer } from '../lib/server-process.ts';
import type { AdminResult } from './admin-results.ts';
import { enrollBenchAdmin } from './staff-session.ts';

/**
 * A signed-in call to the back office under the bench's usual load (wrk, 50 connections): `GET me`,
 * which reads the session (or the token), checks the route's roles and answers the caller's name and
 * roles, on the embedded database of a fresh server whose first admin the bench enrolls.
 */
export async function measureAdmin(mode: BenchMode): Promise<AdminResult> {
  assertWrkInstalled();
  const server = await startServer();
  try {
    const staff = await enrollBenchAdmin(server.baseUrl, server.logPath);
    const path = ADMIN_PATHS.me;
    const commands = new Set<string>();
    const line = async (label: string, headers: Record<string, string>): Promise<MeasuredRun> => {
      const run = { ...LOAD, baseUrl: server.baseUrl, requests: [{ lang: 'zh' as const, path }] };
      const serverPids = () => [server.pid];
      await runWrk({ ...run, extraHeaders: headers, serverPids, durationSeconds: mode.warmUpSeconds });
      await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
      const measured = await runWrk({ ...run, extraHeaders: headers, serverPids, durationSeconds: mode.wrkSeconds });
      // Every answer must be the signed-in one: a 401 or 429 would be fast and mean nothing.
      if (measured.non2xx > 0 || measured.socketErrors > 0)
        throw new Error(
          `GET ${path} (${label}): ${measured.non2xx} answers not 2xx, ${measured.socketErrors} socket errors`,
        );
      commands.add(measured.commandLine.replace(staff.cookie, '<session cookie>').replace(staff.token, '<token>'));
      console.log(`  GET ${path} ${label}: ${describeRun(measured)}`);
      return measured;
    };
    const session = await line('with a session cookie', { Cookie: staff.cookie });
    const token = await line('with an API token', { Authorization: `Bearer ${staff.token}` });
    return { path, session, token, commands: [...commands] };
  } finally {
    await server.stop();
  }
}
