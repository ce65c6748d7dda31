import { dirname, join } from 'node:path';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { type Db, openPostgres, openSqlite } from '../../../server/src/db/database.ts';
import { LOAD } from '../api/load-settings.ts';
import { assertWrkInstalled, describeRun, type MeasuredRun, runWrk } from '../api/run-wrk.ts';
import type { BenchMode } from '../lib/bench-mode.ts';
import { waitForQuietMachine } from '../lib/quiet-machine.ts';
import { BENCH_DATABASE_URL_VAR, createScratchSchema } from '../lib/scratch-schema.ts';
import { type RunningServer, startServer } from '../lib/server-process.ts';
import type { AdminLines, AdminResult, EditorListLine, PublishLine } from './admin-results.ts';
import { addGeneratedArticles, EDITOR_LIST_ARTICLES, EDITOR_LIST_LOAD, editorListRequests } from './editor-list.ts';
import { measurePublish } from './publish-visible.ts';
import { enrollBenchAdmin, sessionHeaders } from './staff-session.ts';

/** The servers follow the content version as the reference stack's instances do (deploy/muyuan.env.example). */
const CONTENT_POLL = { CONTENT_POLL_MS: '200' } as const;

/**
 * Each of the 50 paced connections waits this long after an answer: 50 staff clients each sending a
 * request every 10 ms offer up to 5,000 requests a second, far above what a back office of tens of
 * people sends, and about two thirds of what one process answers at its limit (decision 182).
 */
export const ADMIN_PAUSE_MS = 10;

/**
 * The editor's list of news with EDITOR_LIST_ARTICLES more articles in the server's database, paged and
 * filtered by a few editors at once (rotating over editorListRequests), read with the bench's API token.
 */
async function measureEditorList(
  server: RunningServer,
  db: Db,
  token: string,
  mode: BenchMode,
  database: EditorListLine['database'],
): Promise<EditorListLine> {
  await addGeneratedArticles(db, EDITOR_LIST_ARTICLES);
  const requests = editorListRequests();
  const run = {
    ...EDITOR_LIST_LOAD,
    baseUrl: server.baseUrl,
    requests,
    extraHeaders: { Authorization: `Bearer ${token}` },
    serverPids: () => [server.pid],
  };
  await runWrk({ ...run, durationSeconds: mode.warmUpSeconds });
  await waitForQuietMachine(undefined, mode.quietMaxWaitMs);
  const measured = await runWrk({ ...run, durationSeconds: mode.wrkSeconds });
  if (measured.non2xx > 0 || measured.socketErrors > 0)
    throw new Error(`the editor's list: ${measured.non2xx} answers not 2xx, ${measured.socketErrors} socket errors`);
  console.log(`  the editor's list of ${EDITOR_LIST_ARTICLES} more articles (${database}): ${describeRun(measured)}`);
  return {
    database,
    articles: EDITOR_LIST_ARTICLES,
    connections: EDITOR_LIST_LOAD.connections,
    requests: requests.length,
    run: measured,
  };
}

/** The editor's list on PostgreSQL (BENCH_DATABASE_URL), in a scratch schema of its own; null without the variable. */
async function measureEditorListOnPostgres(
  mode: BenchMode,
): Promise<{ list: EditorListLine; publish: PublishLine } | null> {
  const databaseUrl = process.env[BENCH_DATABASE_URL_VAR];
  if (!databaseUrl) return null;
  const scratch = createScratchSchema(databaseUrl);
  try {
    const server = await startServer({ databaseUrl: scratch.url, env: CONTENT_POLL });
    const { db } = openPostgres(scratch.url);
    try {
      const staff = await enrollBenchAdmin(server.baseUrl, server.logPath);
      const list = await measureEditorList(server, db, staff.token, mode, 'PostgreSQL');
      return { list, publish: await measurePublish(server, db, 'PostgreSQL', EDITOR_LIST_ARTICLES) };
    } finally {
      await db.destroy();
      await server.stop();
    }
  } finally {
    scratch.drop();
  }
}

/**
 * A signed-in call to the back office under 50 connections: `GET me`, which reads the session (or the
 * token), checks the route's roles and answers the caller's name and roles, on the embedded database of
 * a fresh server whose first admin the bench enrolls. Each credential is measured twice: at a steady
 * pace (the target's line) and in wrk's closed loop (the process's ceiling, information).
 */
export async function measureAdmin(mode: BenchMode): Promise<AdminResult> {
  assertWrkInstalled();
  const server = await startServer({ env: CONTENT_POLL });
  let result: AdminResult;
  try {
    const staff = await enrollBenchAdmin(server.baseUrl, server.logPath);
    const path = ADMIN_PATHS.me;
    const commands = new Set<string>();
    const line = async (label: string, headers: Record<string, string>, pauseMs?: number): Promise<MeasuredRun> => {
      const run = { ...LOAD, baseUrl: server.baseUrl, requests: [{ lang: 'zh' as const, path }], pauseMs };
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
    const both = async (label: string, headers: Record<string, string>): Promise<AdminLines> => ({
      paced: await line(`${label}, paced`, headers, ADMIN_PAUSE_MS),
      saturated: await line(`${label}, closed loop`, headers),
    });
    const session = await both('with a session cookie', sessionHeaders(staff.cookie));
    const token = await both('with an API token', { Authorization: `Bearer ${staff.token}` });
    const { db } = openSqlite(join(dirname(server.logPath), 'site.db'));
    const editorLists: EditorListLine[] = [];
    const publishes: PublishLine[] = [];
    try {
      editorLists.push(await measureEditorList(server, db, staff.token, mode, 'SQLite'));
      publishes.push(await measurePublish(server, db, 'SQLite', EDITOR_LIST_ARTICLES));
    } finally {
      await db.destroy();
    }
    commands.add((editorLists[0] as EditorListLine).run.commandLine.replace(staff.token, '<token>'));
    result = { path, pauseMs: ADMIN_PAUSE_MS, session, token, editorLists, publishes, commands: [...commands] };
  } finally {
    await server.stop();
  }
  const onPostgres = await measureEditorListOnPostgres(mode);
  if (onPostgres) {
    result.editorLists.push(onPostgres.list);
    result.publishes.push(onPostgres.publish);
  }
  return result;
}
