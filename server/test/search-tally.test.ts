import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { SearchTally as SearchTallyData } from '@muyuan/contract/admin/search-tally';
import { searchKey } from '@muyuan/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchTally } from '../src/search/tally/search-tally.ts';
import { ADMIN_ORIGIN, call, type Enrolled, enrollWithPassword, FakeClock, sessionHeaders } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { storeDocument } from './helpers/document-rows.ts';
import { get, qs } from './helpers/requests.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** Wednesday 25 November 2026, noon in Shanghai: ISO week 2026-W48. */
const WEDNESDAY = Date.UTC(2026, 10, 25, 4);
const WEEK_MS = 7 * 86_400_000;
const ENGLISH_PDF = '/media/files/periodic/2023-annual-summary-en.pdf';

describe.each(databases())('searches that found nothing (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  clock.ms = WEDNESDAY;
  let editor: Enrolled;
  let viewer: Enrolled;
  let compliance: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    // A word only a PDF holds (no page of the site says it).
    await storeDocument(t.db, {
      paths: [ENGLISH_PDF],
      hash: 'annual-en',
      pages: ['Zanzibarite deposits were not found.'],
    });
    await t.app.contentState.refresh();
    await t.app.contentState.documents.idle();
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    viewer = await enrollWithPassword(t.app, t.db, clock, ['viewer']);
    compliance = await enrollWithPassword(t.app, t.db, clock, ['compliance']);
  });
  afterAll(async () => t?.cleanup());

  const search = (lang: 'zh' | 'en', params: Record<string, string | number>) =>
    get(t.app, `${searchKey.path}?${qs(params)}`, lang);
  const tally = async (week?: string) => {
    const res = await call(t.app, 'GET', `${ADMIN_PATHS.searchTally}${week ? `?week=${week}` : ''}`, {
      cookie: editor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as SearchTallyData;
  };

  it('counts every first page of results, answers from the response cache included, by normalized query', async () => {
    const cachedBefore = t.app.contentState.cache.size;
    for (const keyword of ['Zanzibarite', '  zanzibarite ', 'ZANZIBARITE']) {
      expect((await search('en', { keyword })).statusCode).toBe(200);
    }
    // The same address three times: the second and third come from the response cache.
    for (let i = 0; i < 3; i++) expect((await search('zh', { keyword: '独角兽  飞船' })).statusCode).toBe(200);
    expect((await search('zh', { keyword: '独角兽 飞船', pageSize: 5 })).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await search('zh', { keyword: '牧原' })).json().data.total).toBeGreaterThan(0);
    // Not searches: a further page of the same search, a refused keyword, a HEAD.
    expect((await search('zh', { keyword: '独角兽 飞船', pageNum: 2 })).statusCode).toBe(200);
    expect((await search('zh', { keyword: ' ' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'HEAD', url: `${searchKey.path}?${qs({ keyword: '牧原' })}` })).statusCode,
    ).toBe(200);
    expect(t.app.contentState.cache.size).toBeGreaterThan(cachedBefore);
    await t.app.searchTally.flush();

    const week = await tally();
    expect(week.week).toEqual({ week: '2026-W48', from: '2026-11-23', to: '2026-11-29' });
    expect(week.searches).toBe(3 + 3 + 1 + 2);
    expect(week.nothing).toEqual([{ query: '独角兽 飞船', lang: 'zh', count: 4 }]);
    expect(week.documentsOnly).toEqual([{ query: 'zanzibarite', lang: 'en', count: 3 }]);
    expect(week.other).toEqual({ nothing: 0, documentsOnly: 0 });
    // Counts only: the table has no column for anything about the visitor.
    const row = await t.db
      .selectFrom('search_misses')
      .selectAll()
      .where('query', '=', 'zanzibarite')
      .executeTakeFirst();
    expect(Object.keys(row ?? {}).sort()).toEqual(['documents_only', 'lang', 'nothing', 'query', 'week']);
  });

  it('adds a later flush to what is written, and keeps last week apart from this one', async () => {
    await search('zh', { keyword: '独角兽 飞船' });
    await t.app.searchTally.flush();
    expect((await tally()).nothing).toEqual([{ query: '独角兽 飞船', lang: 'zh', count: 5 }]);
    const own = new FakeClock();
    own.ms = WEDNESDAY - WEEK_MS;
    const lastWeek = new SearchTally({ db: t.db, clock: own.now, log: t.app.log, lookUp: () => 'nothing' });
    lastWeek.count('zh', '独角兽 飞船');
    await lastWeek.flush();
    const now = await tally();
    expect(now.week.week).toBe('2026-W48');
    expect(now.nothing).toEqual([{ query: '独角兽 飞船', lang: 'zh', count: 5 }]);
    expect(now.weeks.map((w) => w.week)).toEqual(['2026-W48', '2026-W47']);
    expect((await tally('2026-W47')).nothing).toEqual([{ query: '独角兽 飞船', lang: 'zh', count: 1 }]);
  });

  it('bounds what one instance holds and what a week keeps: the rest counts as other', async () => {
    const own = new FakeClock();
    own.ms = WEDNESDAY - 2 * WEEK_MS;
    const make = (instanceQueries: number) =>
      new SearchTally({
        db: t.db,
        clock: own.now,
        log: t.app.log,
        lookUp: () => 'nothing',
        limits: { instanceQueries, weekQueries: 5 },
      });
    const first = make(3);
    for (const q of ['a1', 'a2', 'a3', 'a4']) first.learn('en', q, 'nothing');
    // The fourth query finds the instance full: its two searches count as other.
    for (const q of ['a1', 'a2', 'a3', 'a4', 'a4']) first.count('en', q);
    await first.flush();
    let week = await tally('2026-W46');
    expect(week.nothing.map((r) => r.query).sort()).toEqual(['a1', 'a2', 'a3']);
    expect(week.other.nothing).toBe(2);
    const second = make(10);
    for (const q of ['b1', 'b2', 'b3', 'b3', 'b3', 'a1']) second.count('en', q);
    await second.flush();
    week = await tally('2026-W46');
    // Room for two new queries: the batch's most searched first; a query the week holds still adds up.
    expect(week.nothing).toHaveLength(5);
    expect(week.nothing.find((r) => r.query === 'b3')?.count).toBe(3);
    expect(week.nothing.find((r) => r.query === 'a1')?.count).toBe(2);
    expect(week.other.nothing).toBe(2 + 1);
    expect(week.searches).toBe(11);
  });

  it('refuses a malformed week in the caller’s language', async () => {
    for (const [lang, words] of [
      ['zh', '周次'],
      ['en', 'week'],
    ] as const) {
      for (const week of ['2026-48', '2026-W54', '2027-W53']) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${ADMIN_PATHS.searchTally}?week=${week}`,
          headers: { lang, origin: ADMIN_ORIGIN, ...sessionHeaders(viewer.cookie) },
        });
        expect(res.statusCode, res.body).toBe(400);
        const msg = res.json().msg as string;
        expect(week === '2027-W53' ? msg.includes('53') : msg.includes(words), msg).toBe(true);
        expect(lang === 'zh' ? /[\u4e00-\u9fff]/.test(msg) : !/[\u4e00-\u9fff]/.test(msg)).toBe(true);
      }
    }
    const unknown = await call(t.app, 'GET', `${ADMIN_PATHS.searchTally}?sort=ip`, { cookie: viewer.cookie });
    expect(unknown.statusCode).toBe(400);
  });

  it('answers those who work on content; not compliance, not the signed out', async () => {
    expect((await call(t.app, 'GET', ADMIN_PATHS.searchTally, { cookie: viewer.cookie })).statusCode).toBe(200);
    expect((await call(t.app, 'GET', ADMIN_PATHS.searchTally, { cookie: compliance.cookie })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', ADMIN_PATHS.searchTally)).statusCode).toBe(401);
  });

  it('deletes weeks once they are older than twelve', async () => {
    const own = new FakeClock();
    own.ms = WEDNESDAY + 12 * WEEK_MS;
    const later = new SearchTally({ db: t.db, clock: own.now, log: t.app.log, lookUp: () => 'nothing' });
    later.count('zh', '以后');
    await later.flush();
    const weeks = (await t.db.selectFrom('search_weeks').select('week').orderBy('week').execute()).map((r) => r.week);
    // 2026 has 53 weeks: 2026-W48 + 12 weeks is 2027-W07, whose twelve weeks start at 2026-W49.
    expect(weeks).toEqual(['2027-W07']);
  });
});
