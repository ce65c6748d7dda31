import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN_PATHS, type AdminPath, withParams } from '@muyuan/contract/admin/paths';
import { GET_ENDPOINTS } from '@muyuan/contract/endpoints';
import type { Page } from '@muyuan/contract/paging';
import type { ArticleSummary } from '@muyuan/contract/shapes';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '../src/admin/audit.ts';
import { buildApp } from '../src/app.ts';
import { importContent } from '../src/content-import/import.ts';
import { type Db, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { publishDue } from '../src/editorial/scheduling.ts';
import { ADMIN_ORIGIN, call, type Enrolled, enrollWithPassword, FakeClock, sessionHeaders } from './helpers/admin.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { getData } from './helpers/requests.ts';
import { staffedApp } from './helpers/staffed-app.ts';
import { CONTENT_DIR, testConfig } from './helpers/test-app.ts';

const MINUTE = 60_000;
const path = (p: AdminPath, id = '') => withParams(p, { collection: 'news', id });

/** A new bilingual company news article, valid as it stands. */
const article = (id: string) => ({
  id,
  category: 'company',
  date: '2026-11-20',
  zh: { title: `定时发布 ${id}`, summary: '摘要', body: '正文第一段。' },
  en: { title: `Scheduled ${id}`, summary: 'Summary', body: 'The first paragraph.' },
});

/** The next whole minute at least `ahead` ms after the clock's time, as the console sends it (Beijing time). */
function minuteAfter(clock: FakeClock, ahead: number): { ms: number; beijing: string } {
  const ms = Math.ceil((clock.now() + ahead) / MINUTE) * MINUTE;
  const local = new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16);
  return { ms, beijing: `${local}:00+08:00` };
}

const newsTitles = async (app: FastifyInstance) =>
  (await getData<Page<ArticleSummary>>(app, `${GET_ENDPOINTS.newsList.path}?pageSize=100`, 'zh')).list.map(
    (a) => a.title,
  );

const auditActions = async (db: Db, id: string) =>
  (
    await db
      .selectFrom('audit_log')
      .select(['action', 'actor', 'detail'])
      .where('object', '=', `content:news/${id}`)
      .orderBy('seq')
      .execute()
  ).map((row) => ({ action: row.action, actor: row.actor, detail: JSON.parse(row.detail) as Record<string, unknown> }));

describe.each(databases())('scheduled publishing (%s)', (dialect) => {
  const {
    t,
    clock,
    staff: { editor, publisher },
  } = staffedApp(dialect, { editor: ['editor'], publisher: ['publisher'] });

  const draft = async (id: string) => {
    const saved = await call(t.app, 'PUT', path(ADMIN_PATHS.contentDraft, id), editor, {
      json: article(id),
      baseVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json().data.author as string;
  };
  const schedule = (id: string, body: Record<string, unknown>, who: Enrolled = publisher) =>
    call(t.app, 'PUT', path(ADMIN_PATHS.contentSchedule, id), who, body);

  it("publishes an editor's draft at the minute a publisher chose (in Beijing time), not before, once", async () => {
    const id = 'news-scheduled-minute';
    const author = await draft(id);
    const at = minuteAfter(clock, 10 * MINUTE);
    const set = await schedule(id, { author, at: at.beijing });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({
      recordId: id,
      author,
      at: new Date(at.ms).toISOString(),
      state: 'pending',
      scheduledBy: expect.stringMatching(/^account:/),
    });
    const listed = (await call(t.app, 'GET', ADMIN_PATHS.contentSchedules, editor)).json().data.list;
    expect(
      listed.filter((s: { state: string }) => s.state === 'pending').map((s: { recordId: string }) => s.recordId),
    ).toContain(id);

    clock.ms = at.ms - 1000;
    expect(await t.app.scheduler.run()).toEqual({ published: 0, failed: 0 });
    expect(await newsTitles(t.app)).not.toContain(article(id).zh.title);

    clock.ms = at.ms + 5000;
    expect(await t.app.scheduler.run()).toEqual({ published: 1, failed: 0 });
    expect(await newsTitles(t.app)).toContain(article(id).zh.title);
    expect(await t.app.scheduler.run()).toEqual({ published: 0, failed: 0 });

    const done = (await call(t.app, 'GET', ADMIN_PATHS.contentSchedules, editor)).json().data.list;
    expect(done.find((s: { id: string }) => s.id === set.json().data.id)).toMatchObject({
      state: 'published',
      version: 1,
      doneAt: new Date(at.ms + 5000).toISOString(),
    });
    const audit = await auditActions(t.db, id);
    expect(audit.map((a) => a.action)).toEqual(['content_draft_save', 'content_schedule', 'content_publish']);
    expect(audit[2]).toMatchObject({
      actor: set.json().data.scheduledBy,
      detail: { schedule: set.json().data.id, draftOf: author },
    });
    expect((await verifyAuditChain(t.db)).ok).toBe(true);
  });

  it('refuses a past minute, a time that is not a whole minute, a missing draft and an editor, in the caller’s language', async () => {
    const id = 'news-scheduled-refused';
    const author = await draft(id);
    const lastMinute = new Date(Math.floor(clock.now() / MINUTE) * MINUTE - MINUTE).toISOString();
    const past = await schedule(id, { author, at: lastMinute });
    expect(past.statusCode).toBe(400);
    expect(past.headers['x-error-code']).toBe('schedule_in_past');
    const seconds = await schedule(id, { author, at: '2030-01-01T08:00:30+08:00' });
    expect(seconds.statusCode).toBe(400);
    const nobody = await schedule(id, { author: 'account:nobody', at: minuteAfter(clock, MINUTE).beijing });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.headers['x-error-code']).toBe('no_draft');
    const byEditor = await schedule(id, { author, at: minuteAfter(clock, MINUTE).beijing }, editor);
    expect(byEditor.statusCode).toBe(403);
    expect(past.json().msg).toBe('The publishing time must be later than now');
    const inChinese = await t.app.inject({
      method: 'PUT',
      url: path(ADMIN_PATHS.contentSchedule, id),
      headers: { lang: 'zh', origin: ADMIN_ORIGIN, ...sessionHeaders(publisher.cookie) },
      payload: { author, at: lastMinute },
    });
    expect(inChinese.statusCode).toBe(400);
    expect(inChinese.json().msg).toBe('发布时间须晚于当前时间');
  });

  it('fails a schedule whose draft was discarded, in the audit trail; a cancelled one never publishes', async () => {
    const gone = 'news-scheduled-gone';
    const author = await draft(gone);
    const at = minuteAfter(clock, 2 * MINUTE);
    expect((await schedule(gone, { author, at: at.beijing })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', path(ADMIN_PATHS.contentDraft, gone), editor)).statusCode).toBe(200);

    const cancelled = 'news-scheduled-cancelled';
    expect((await schedule(cancelled, { author: await draft(cancelled), at: at.beijing })).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', path(ADMIN_PATHS.contentSchedule, cancelled), publisher)).statusCode).toBe(200);
    expect((await call(t.app, 'DELETE', path(ADMIN_PATHS.contentSchedule, cancelled), publisher)).statusCode).toBe(404);

    clock.ms = at.ms;
    expect(await t.app.scheduler.run()).toEqual({ published: 0, failed: 1 });
    const titles = await newsTitles(t.app);
    expect(titles).not.toContain(article(gone).zh.title);
    expect(titles).not.toContain(article(cancelled).zh.title);
    expect((await auditActions(t.db, gone)).at(-1)).toMatchObject({
      action: 'content_schedule_failed',
      detail: { error: 'no_draft' },
    });
    expect((await auditActions(t.db, cancelled)).map((a) => a.action)).toEqual([
      'content_draft_save',
      'content_schedule',
      'content_schedule_cancel',
    ]);
  });
});

const postgres = process.env.TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;

describe.runIf(postgres && redis)('scheduled publishing on two instances sharing PostgreSQL and Redis', () => {
  let database: TestDatabase;
  let dataDir: string;
  const apps: FastifyInstance[] = [];
  const pools: Db[] = [];
  const clock = new FakeClock();
  let editor: Enrolled;
  let publisher: Enrolled;

  const instance = async () => {
    const { db } = openPostgres(postgres ?? '', { searchPath: database.schema });
    pools.push(db);
    const app = await buildApp(testConfig({ dataDir, redisUrl: redis }), { db, clock: clock.now });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await migrateToLatest(database.db);
    await importContent(database.db, CONTENT_DIR);
    dataDir = mkdtempSync(join(tmpdir(), 'muyuan-scheduling-'));
    const first = await instance();
    await instance();
    editor = await enrollWithPassword(first, database.db, clock, ['editor']);
    publisher = await enrollWithPassword(first, database.db, clock, ['publisher']);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of pools) await db.destroy();
    await database?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const scheduleDraft = async (app: FastifyInstance, id: string, atMs: number) => {
    const saved = await call(app, 'PUT', path(ADMIN_PATHS.contentDraft, id), editor, {
      json: article(id),
      baseVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const set = await call(app, 'PUT', path(ADMIN_PATHS.contentSchedule, id), publisher, {
      author: saved.json().data.author,
      at: new Date(atMs).toISOString(),
    });
    expect(set.statusCode, set.body).toBe(200);
  };
  const versions = async (id: string) =>
    (await database.db.selectFrom('content_versions').select('number').where('record_id', '=', id).execute()).length;

  it('publishes once when both instances run at the same moment: one holds the lease, and both then show it', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const id = 'news-scheduled-two-instances';
    const at = minuteAfter(clock, 5 * MINUTE).ms;
    await scheduleDraft(a, id, at);
    clock.ms = at + 1000;
    const runs = await Promise.all([a.scheduler.run(), b.scheduler.run()]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(runs.find((run) => run !== null)).toEqual({ published: 1, failed: 0 });
    // The holder runs again, the other stays out: still one version, one publish in the audit trail.
    expect(await Promise.all([a.scheduler.run(), b.scheduler.run()])).toContainEqual({ published: 0, failed: 0 });
    expect(await versions(id)).toBe(1);
    expect((await auditActions(database.db, id)).filter((e) => e.action === 'content_publish')).toHaveLength(1);
    for (const app of [a, b]) {
      await app.contentState.refresh();
      expect(await newsTitles(app)).toContain(article(id).zh.title);
    }
  });

  it('publishes a schedule once even when two instances run it at the same moment without the lease', async () => {
    const id = 'news-scheduled-claimed-once';
    const at = minuteAfter(clock, 5 * MINUTE).ms;
    await scheduleDraft(apps[0] as FastifyInstance, id, at);
    clock.ms = at;
    const contexts = pools.slice(0, 2).map((db) => ({
      db,
      clock: clock.now,
      mediaDir: resolve(CONTENT_DIR, 'media'),
      published: async () => undefined,
    }));
    const runs = await Promise.all(contexts.map((ctx) => publishDue(ctx)));
    expect(runs.map((run) => run.published).sort()).toEqual([0, 1]);
    expect(await versions(id)).toBe(1);
  });

  it('is published by the other instance when the lease holder stops, and by an instance started after it was set', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const crashed = 'news-scheduled-after-crash';
    const at = minuteAfter(clock, 2 * MINUTE).ms;
    await scheduleDraft(a, crashed, at);
    clock.ms = at - 5000;
    const [runOfA] = await Promise.all([a.scheduler.run(), b.scheduler.run()]);
    const [holder, other] = runOfA ? [a, b] : [b, a];
    // The holder crashes: it never runs again nor gives its lease up. The other takes over once it expires.
    clock.ms = at + 1000;
    expect(await other.scheduler.run()).toBeNull();
    expect(await versions(crashed)).toBe(0);
    clock.ms = at - 5000 + 3 * testConfig().scheduleCheckMs + 1000;
    expect(await other.scheduler.run()).toEqual({ published: 1, failed: 0 });
    expect(holder).not.toBe(other);

    // Set while the instances are stopped (the lease given up on close); a new instance publishes it.
    const restarted = 'news-scheduled-after-restart';
    const later = minuteAfter(clock, 3 * MINUTE).ms;
    await scheduleDraft(other, restarted, later);
    await other.scheduler.stop();
    const fresh = await instance();
    clock.ms = later + 1000;
    expect(await fresh.scheduler.run()).toEqual({ published: 1, failed: 0 });
    expect(await newsTitles(fresh)).toContain(article(restarted).zh.title);
    expect(await versions(crashed)).toBe(1);
    expect(await versions(restarted)).toBe(1);
  });
});
