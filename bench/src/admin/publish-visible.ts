import { resolve } from 'node:path';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import { LANG_HEADER } from '@muyuan/contract/protocol';
import type { Db } from '../../../server/src/db/database.ts';
import { projectEverything } from '../../../server/src/editorial/project.ts';
import { publishRecord } from '../../../server/src/editorial/publishing.ts';
import { REPO_ROOT } from '../lib/repo-paths.ts';
import type { RunningServer } from '../lib/server-process.ts';
import type { PublishLine } from './admin-results.ts';

/** Publishes measured per database, each a new title of one generated article. */
const PUBLISHES = 10;
/** How often the bench asks the server whether the new title shows. */
const ASK_EVERY_MS = 20;
const GIVE_UP_MS = 10_000;
const MEDIA_DIR = resolve(REPO_ROOT, 'content/media');

async function titleShown(server: RunningServer, id: string): Promise<string | null> {
  const res = await fetch(`${server.baseUrl}${GET_ENDPOINTS.newsDetail.path}?id=${id}`, {
    headers: { [LANG_HEADER]: 'zh', accept: 'application/json' },
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { data?: { title?: string } };
  return body.data?.title ?? null;
}

/** Asks the server every ASK_EVERY_MS until the article shows `title`; the milliseconds since `since`. */
async function visibleAfter(server: RunningServer, id: string, title: string, since: number): Promise<number> {
  for (;;) {
    if ((await titleShown(server, id)) === title) return performance.now() - since;
    if (performance.now() - since > GIVE_UP_MS) throw new Error(`${id}: "${title}" not shown after ${GIVE_UP_MS} ms`);
    await new Promise((done) => setTimeout(done, ASK_EVERY_MS));
  }
}

/**
 * Issue 20's "publishing a news article to visible ≤ 2 s" with the generated articles in the public
 * tables too (projected as a seed would): the bench publishes a new title of one article through the
 * back office's own `publishRecord` on the server's database, as another instance would, and asks the
 * running server (which follows at its next content poll, CONTENT_POLL_MS) until its API shows the title.
 */
export async function measurePublish(
  server: RunningServer,
  db: Db,
  database: PublishLine['database'],
  articles: number,
): Promise<PublishLine> {
  await projectEverything(db, MEDIA_DIR, new Date());
  const ctx = { db, clock: () => Date.now(), mediaDir: MEDIA_DIR, published: async () => {} };
  const actor = { id: 'bench', name: 'bench', session: null };
  const publishMs: number[] = [];
  const visibleMs: number[] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    const id = `bench-news-${1 + i * 97}`;
    const row = await db
      .selectFrom('content_documents')
      .select(['json', 'version'])
      .where('collection', '=', 'news')
      .where('record_id', '=', id)
      .executeTakeFirstOrThrow();
    const json = JSON.parse(row.json) as { zh: { title: string } };
    const title = `${json.zh.title}（第${i + 1}次修订）`;
    const started = performance.now();
    await publishRecord(
      ctx,
      actor,
      { collection: 'news', id },
      { json: { ...json, zh: { ...json.zh, title } }, baseVersion: row.version },
      'zh',
    );
    publishMs.push(performance.now() - started);
    visibleMs.push(await visibleAfter(server, id, title, started));
  }
  const line = { database, articles, publishes: PUBLISHES, publishMs, visibleMs };
  const worst = (list: number[]) => Math.round(Math.max(...list));
  console.log(
    `  a publish with ${articles} more articles (${database}): committed in at most ${worst(publishMs)} ms, visible in at most ${worst(visibleMs)} ms`,
  );
  return line;
}
