import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS } from '@muyuan/contract/api-paths';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContentVersion, writeContentMeta } from '../../server/src/content-model/content-meta.ts';
import { type Db, openPostgres } from '../../server/src/db/database.ts';
import { aReport } from '../../server/test/helpers/integrity.ts';
import type { Instance } from '../stack/instance.ts';
import { type RunningStack, startStack } from '../stack/stack.ts';
import { type Answer, call, header, loopbackClient } from './client.ts';
import { runSoak } from './soak.ts';
import { checkStackTestEnvironment, scratchSchema, TEST_DATABASE_URL, TEST_REDIS_URL } from './stack-environment.ts';

const ready = checkStackTestEnvironment();
const METRICS_TOKEN = 'stack-test-metrics-token';
const SEARCH_LIMIT = 4;
const banners = API_PATHS.getBannerList;

/** Waits until `found` says a line of the text is there (logs are written a moment after the answer). */
async function eventually(read: () => string, found: (text: string) => boolean, ms = 3000): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const text = read();
    if (found(text) || Date.now() > deadline) return text;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const idOf = (answer: Answer) => header(answer, 'x-request-id') ?? '';
const cacheStatus = (answer: Answer) => header(answer, 'x-cache-status');
/**
 * The statuses of an answer nginx took from its micro-cache. An entry is fresh for 1 s; on a loaded machine
 * the second of two GETs can arrive after that and is then served from the cache as STALE (or UPDATING) while
 * one request refreshes the entry in the background: still no instance asked.
 */
const FROM_CACHE = ['HIT', 'STALE', 'UPDATING'];
const servedFromCache = (answer: Answer) => FROM_CACHE.includes(cacheStatus(answer) ?? '');
const logLinesOf = (instance: Instance) => instance.output();

describe.runIf(ready)('the reference stack: nginx in front of two instances on PostgreSQL and Redis', () => {
  let stack: RunningStack;
  let schema: Awaited<ReturnType<typeof scratchSchema>>;
  let dataDir: string;
  let db: Db;

  beforeAll(async () => {
    schema = await scratchSchema(TEST_DATABASE_URL as string);
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-stack-data-'));
    stack = await startStack({
      port: 0,
      databaseUrl: schema.url,
      redisUrl: TEST_REDIS_URL as string,
      workers: 1,
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        METRICS_TOKEN,
        SEARCH_RATE_LIMIT_MAX: String(SEARCH_LIMIT),
        // The soak submits and looks up a few hundred reports from one client.
        REPORT_RATE_LIMIT_MAX: '100000',
        LOOKUP_RATE_LIMIT_MAX: '100000',
      },
    });
    db = openPostgres(TEST_DATABASE_URL as string, { searchPath: schema.schema }).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await stack?.stop();
    await schema?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const through = (path: string, options: Parameters<typeof call>[1] = {}) => call(`${stack.baseUrl}${path}`, options);

  it('answers repeated public GETs (API, page, fragment) from the micro-cache, each with its own request id', async () => {
    for (const [path, headers] of [
      [banners, { lang: 'en' }],
      ['/en/', {}],
      ['/', { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' }],
    ] as const) {
      const first = await through(path, { headers });
      const second = await through(path, { headers });
      expect(first.status, path).toBe(200);
      expect(second.status, path).toBe(200);
      expect(servedFromCache(second), `${path}: ${cacheStatus(second)}`).toBe(true);
      expect(second.body).toBe(first.body);
      expect(idOf(first)).toMatch(/^[0-9a-f]{32}$/);
      expect(idOf(second)).toMatch(/^[0-9a-f]{32}$/);
      expect(idOf(second)).not.toBe(idOf(first));
    }
  });

  it('keys the cache on the language and the layout', async () => {
    const zh = await through(banners, { headers: { lang: 'zh' } });
    const en = await through(banners, { headers: { lang: 'en' } });
    expect(header(zh, 'content-language')).toBe('zh-CN');
    expect(header(en, 'content-language')).toBe('en');
    const accept = await through(banners, { headers: { 'accept-language': 'en-GB,en;q=0.9' } });
    expect(header(accept, 'content-language')).toBe('en');
    const desktop = await through('/en/', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' } });
    const mobile = await through('/en/', { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' } });
    expect(mobile.body).not.toBe(desktop.body);
  });

  it('serves a PDF typed, never sniffed and in a sandbox, from an instance and from the micro-cache alike', async () => {
    // nginx serves nothing itself: /media/ is the instances' (http/static-site.ts, media/serve-route.ts),
    // and a cached answer keeps their headers.
    const pdf = '/media/files/reports/2020-csr-report.pdf';
    const first = await through(pdf);
    const second = await through(pdf);
    expect(servedFromCache(second), `${cacheStatus(second)}`).toBe(true);
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200);
      expect(header(answer, 'content-type')).toBe('application/pdf');
      expect(header(answer, 'content-security-policy')).toBe('sandbox');
      expect(header(answer, 'x-content-type-options')).toBe('nosniff');
    }
  });

  it('passes its X-Request-Id to the instance, whose log line carries it', async () => {
    const answer = await through(`${banners}?stack-request-id=${Date.now()}`, { headers: { lang: 'zh' } });
    expect(cacheStatus(answer)).toBe('MISS');
    const id = idOf(answer);
    const logs = await eventually(
      () => stack.instances.map(logLinesOf).join('\n'),
      (text) => text.includes(id),
    );
    const line = logs.split('\n').find((l) => l.includes(`"reqId":"${id}"`));
    expect(line, `a log line with reqId ${id}`).toBeDefined();
    expect(JSON.parse(line as string)).toMatchObject({ reqId: id, method: 'GET', path: banners, status: 200 });
  });

  it('never caches a POST: each reaches an instance', async () => {
    const from = loopbackClient();
    const answers = [];
    // A POST to the cached content API (a path only GET answers): the instance refuses it, nginx keeps nothing.
    for (let i = 0; i < 3; i++) answers.push(await through(banners, { method: 'POST', json: { i }, from }));
    const ids = answers.map(idOf);
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      expect(servedFromCache(answer), `${cacheStatus(answer)}`).toBe(false);
    }
    const logs = await eventually(
      () => stack.instances.map(logLinesOf).join('\n'),
      (text) => ids.every((id) => text.includes(id)),
    );
    for (const id of ids) expect(logs).toContain(`"reqId":"${id}"`);
  });

  it("leaves no log line of a reporter's visit, in nginx's access log or an instance's", async () => {
    const from = loopbackClient();
    const saved = await through(INTEGRITY_PATHS.saveComplaint, { method: 'POST', json: aReport(), from });
    expect(saved.status).toBe(200);
    const code = (JSON.parse(saved.body) as { data: { queryCode: string } }).data.queryCode;
    const looked = await through(INTEGRITY_PATHS.complaintStatus, { method: 'POST', json: { code }, from });
    expect(looked.status).toBe(200);
    const ids = [idOf(saved), idOf(looked)];
    // A request after them that is logged: once its line is in both logs, theirs would have been too.
    const marker = await through(`${banners}?after-report=${Date.now()}`, { headers: { lang: 'zh' } });
    const logs = () => `${stack.accessLog()}\n${stack.instances.map(logLinesOf).join('\n')}`;
    const seen = await eventually(logs, (text) => text.split(idOf(marker)).length > 2, 5000);
    expect(seen.split(idOf(marker)).length).toBeGreaterThan(2);
    for (const id of ids) expect(seen).not.toContain(id);
    expect(stack.accessLog()).not.toContain('/api/compliance/complaint/');
  });

  it('answers /metrics 404 through nginx, while each instance serves it with the token', async () => {
    const auth = { authorization: `Bearer ${METRICS_TOKEN}` };
    const public_ = await through('/metrics', { headers: auth });
    expect(public_.status).toBe(404);
    expect(public_.body).not.toContain('http_request');
    const direct = await call(`${stack.instances[0]?.baseUrl}/metrics`, { headers: auth });
    expect(direct.status).toBe(200);
  });

  it('counts a rate limit across both instances', async () => {
    const from = loopbackClient();
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < SEARCH_LIMIT + 2; i++) {
      const keyword = encodeURIComponent(`猪肉${i}-${from}`);
      const answer = await through(`${API_PATHS.searchKey}?keyword=${keyword}`, { headers: { lang: 'zh' }, from });
      statuses.push(answer.status);
      ids.push(idOf(answer));
    }
    expect(statuses).toEqual([...Array(SEARCH_LIMIT).fill(200), 429, 429]);
    // The searches that counted were answered by both instances: the limit is one count in Redis.
    await eventually(
      () => stack.instances.map(logLinesOf).join('\n'),
      (text) => ids.every((id) => text.includes(id)),
    );
    const answeredBy = new Set<number>();
    for (const id of ids.slice(0, SEARCH_LIMIT)) {
      const owner = stack.instances.find((instance) => logLinesOf(instance).includes(`"reqId":"${id}"`));
      if (owner) answeredBy.add(owner.port);
    }
    expect(answeredBy.size).toBe(2);
  });

  it('shows a content change through nginx and on both instances within 2 s', async () => {
    const title = (answer: Answer) => (JSON.parse(answer.body) as { data: { title: string }[] }).data[0]?.title;
    const before = await through(banners, { headers: { lang: 'en' } });
    expect(before.status).toBe(200);
    const changed = `Changed ${Date.now()}`;
    // What an import does: the rows and the content version, in one transaction.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('banners')
        .set({ title: changed })
        .where('module', '=', 'home')
        .where('lang', '=', 'en')
        .execute();
      await writeContentMeta(trx, { version: String(((await readContentVersion(trx)) ?? 0) + 1) });
    });
    const committed = performance.now();
    const targets = [stack.baseUrl, ...stack.instances.map((i) => i.baseUrl)];
    const seenAfterMs = await Promise.all(
      targets.map(async (base) => {
        for (;;) {
          const answer = await call(`${base}${banners}`, { headers: { lang: 'en' } });
          if (title(answer) === changed) return performance.now() - committed;
          if (performance.now() - committed > 5000) return Number.POSITIVE_INFINITY;
          await new Promise((r) => setTimeout(r, 50));
        }
      }),
    );
    const seen = Object.fromEntries(targets.map((base, i) => [base, Math.round(seenAfterMs[i] as number)]));
    for (const ms of seenAfterMs)
      expect(ms, `ms until the change showed: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(2000);
    // And it stays: every answer through nginx from now on is the new one, whichever instance filled it.
    for (let i = 0; i < 4; i++) expect(title(await through(banners, { headers: { lang: 'en' } }))).toBe(changed);
  });

  it('loses no report while one instance is killed and the other restarted with SIGTERM', async () => {
    const [killed, restarted] = stack.instances as [Instance, Instance];
    const result = await runSoak({
      baseUrl: stack.baseUrl,
      from: loopbackClient(),
      report: () =>
        aReport({ content: `Soak ${Date.now()}: 饲料原料采购中有人要求供应商支付回扣，我可以提供转账记录。` }),
      gets: [
        [banners, { lang: 'zh' }],
        [API_PATHS.getHomeNews, { lang: 'en' }],
        [`${API_PATHS.newsList}?pageNum=1&pageSize=10`, { lang: 'zh' }],
        ['/', {}],
        ['/en/', {}],
      ],
      kill: () => killed.stop('SIGKILL'),
      restartKilled: () => killed.start(),
      terminate: () => restarted.stop('SIGTERM'),
      restartTerminated: () => restarted.start(),
    });
    const summary = JSON.stringify(result.summary);
    // Every report that got a query code is found with it afterwards.
    expect(result.codes.length, summary).toBeGreaterThan(20);
    // (A lookup takes a fixed time, about half a second, whatever its outcome: twenty at a time.)
    const lookups: number[] = [];
    for (let i = 0; i < result.codes.length; i += 20) {
      const batch = result.codes.slice(i, i + 20).map(async (code) => {
        const found = await through(INTEGRITY_PATHS.complaintStatus, {
          method: 'POST',
          json: { code },
          from: result.from,
        });
        return found.status;
      });
      lookups.push(...(await Promise.all(batch)));
    }
    expect(lookups, summary).toEqual(result.codes.map(() => 200));
    // No 5xx while an instance restarts after SIGTERM; none for a GET at all (nginx retries them).
    expect(result.failuresDuringTerm, summary).toEqual([]);
    expect(result.failedGets, summary).toEqual([]);
    // The kill costs at most the requests in flight while the instance died: POSTs nginx may not retry.
    for (const failure of result.failedPosts) expect(result.inFlightAtKill, summary).toContain(failure);
  });
});
