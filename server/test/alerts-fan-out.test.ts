import { randomUUID } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoAt } from '../src/admin/clock.ts';
import { createToken } from '../src/admin/tokens.ts';
import { AlertFanOut, publishedItems } from '../src/alerts/fan-out.ts';
import type { AlertSender } from '../src/alerts/sender.ts';
import { buildApp } from '../src/app.ts';
import { REPO_ROOT } from '../src/config.ts';
import { importContent } from '../src/content-import/import.ts';
import { readContentVersion, writeContentMeta } from '../src/content-model/content-meta.ts';
import { type Db, openPostgres } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { type Caller, call, FakeClock } from './helpers/admin.ts';
import { quietLog } from './helpers/alert-outbox.ts';
import { createTestDatabase, databases, type TestDatabase } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Publishing puts alerts in the outbox (issue 41, points 3 and 4): through the console, a schedule and an
 * import, each item gives one mail per confirmed subscriber of its list and none to anyone else, after
 * the hold-back window; the seed, a second publish and old records give none. The mails arrive at a real
 * SMTP server and are read back parsed, their links followed through the app.
 */

const SITE = 'https://www.example.com';
const MINUTE = 60_000;
const HOLD_MINUTES = 10;
const WEB_DIST = resolve(REPO_ROOT, 'web/dist');
const PDF = '/media/files/notices/2021-q1-report.pdf';

const beijingDate = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);

interface SubscriberSpec {
  lang: 'zh' | 'en';
  lists: string[];
  status?: 'pending' | 'confirmed';
  paused?: 0 | 1;
}

async function addSubscriber(db: Db, spec: SubscriberSpec, at: number): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `alerts-${id.slice(0, 8)}@example.net`;
  const pending = spec.status === 'pending';
  await db
    .insertInto('alert_subscribers')
    .values({
      id,
      email,
      email_key: `key-${id}`,
      lang: spec.lang,
      lists: JSON.stringify(spec.lists),
      status: pending ? 'pending' : 'confirmed',
      paused: spec.paused ?? 0,
      consent_version: '2026-11-29',
      consented_at: pending ? null : isoAt(at),
      confirmation_sent_at: pending ? isoAt(at) : null,
      created_at: isoAt(at),
      updated_at: isoAt(at),
    })
    .execute();
  return { id, email };
}

/**
 * The console's API as a script calls it, with an access token (a browser's session would have to come
 * from the console's own origin, which is not the site's here: SITE_URL is the public https origin).
 */
async function apiToken(t: TestApp, now: number, role: 'publisher' | 'editor'): Promise<Caller> {
  const token = await createToken(t.db, now, { name: `alerts ${role}`, roles: [role], createdBy: null });
  return { token: token.secret, origin: null };
}

const SUBSCRIBERS = {
  interimZh: { lang: 'zh', lists: ['notice:interim'] },
  interimAndNewsEn: { lang: 'en', lists: ['notice:interim', 'news'] },
  periodicZh: { lang: 'zh', lists: ['notice:periodic'] },
  newsZh: { lang: 'zh', lists: ['news'] },
  securitiesEn: { lang: 'en', lists: ['securities-news'] },
  pending: { lang: 'zh', lists: ['notice:interim', 'news', 'securities-news'], status: 'pending' },
  paused: { lang: 'zh', lists: ['notice:interim', 'news', 'securities-news'], paused: 1 },
} as const satisfies Record<string, SubscriberSpec>;
type Name = keyof typeof SUBSCRIBERS;

/** Every `width`/`min-width` in px of the HTML (a `max-width` limits, it does not widen). */
const fixedWidths = (html: string) =>
  [...html.matchAll(/(?<![-\w])(?:min-)?width\s*[:=]\s*"?(\d+)(?:px)?/g)].map((m) => Number(m[1]));

describe.each(databases())('alerts on publishing (%s)', (dialect) => {
  const peer = new SmtpPeer();
  const clock = new FakeClock();
  let t: TestApp;
  let publisher: Caller;
  let editor: Caller;
  let sender: AlertSender;
  const subscribers = {} as Record<Name, { id: string; email: string }>;
  const emailOf = (name: Name) => subscribers[name].email;

  beforeAll(async () => {
    await peer.start();
    t = await createTestApp(
      dialect,
      {
        smtpUrl: peer.url,
        siteUrl: SITE,
        mailFrom: 'IR <ir@example.com>',
        mailRatePerMin: 6000,
        alertHoldMinutes: HOLD_MINUTES,
        webDist: WEB_DIST,
      },
      { clock: clock.now },
    );
    publisher = await apiToken(t, clock.now(), 'publisher');
    editor = await apiToken(t, clock.now(), 'editor');
    sender = t.app.alertSender ?? expect.unreachable();
    for (const [name, spec] of Object.entries(SUBSCRIBERS)) {
      subscribers[name as Name] = await addSubscriber(t.db, spec, clock.now());
    }
  }, 60_000);
  afterAll(async () => {
    await t?.cleanup();
    await peer.stop();
  });

  const publish = (collection: string, id: string, json: unknown, baseVersion: number | null) =>
    call(t.app, 'POST', withParams(ADMIN_PATHS.contentPublish, { collection, id }), publisher, { json, baseVersion });
  const outboxOf = (itemKey: string) =>
    t.db.selectFrom('alert_outbox').selectAll().where('item_key', '=', itemKey).execute();
  /** The mails received since `from`, by recipient. */
  const mailsSince = (from: number) => peer.received.slice(from);
  const recipients = (from: number) =>
    mailsSince(from)
      .flatMap((r) => r.to)
      .sort();
  /** Runs the sender past the hold-back window, then once more. */
  const sendAfterHold = async () => {
    clock.advance(HOLD_MINUTES * MINUTE + 1000);
    await sender.run();
    await sender.run();
  };

  const notice = (id: string, title: string, over: Record<string, unknown> = {}) => ({
    id,
    date: beijingDate(clock.now()),
    type: 'interim',
    file: PDF,
    zh: { title },
    ...over,
  });

  it('alerts nobody of the seed: the first run records every published item as known', async () => {
    const report = await sender.run();
    expect(report).toMatchObject({ standby: false, sent: 0 });
    expect(peer.received).toHaveLength(0);
    expect(await t.db.selectFrom('alert_outbox').selectAll().execute()).toEqual([]);
    const items = await t.db.selectFrom('alert_items').select(['item_key', 'queued']).execute();
    const published = await publishedItems(t.db);
    expect(published.length).toBeGreaterThan(20);
    expect(items).toHaveLength(published.length);
    expect(new Set(items.map((i) => i.queued))).toEqual(new Set([0]));
    expect(await t.db.selectFrom('alert_meta').select('name').execute()).toEqual([{ name: 'baseline' }]);
    clock.advance(HOLD_MINUTES * MINUTE * 2);
    expect(await sender.run()).toMatchObject({ sent: 0 });
  });

  it('mails an announcement published in the console once to each confirmed subscriber of its type, after the hold-back window', async () => {
    const id = `notice-alert-${dialect}`;
    const title = '关于召开2026年第三次临时股东大会的通知';
    // One date for every publish of it below: the clock moves on by the hold-back windows, and near Beijing
    // midnight a date taken again would be the next day's (the mail keeps the date it was written with).
    const date = beijingDate(clock.now());
    const published = await publish('notices', id, notice(id, title, { date }), null);
    expect(published.statusCode, published.body).toBe(200);
    const from = peer.received.length;
    expect(await sender.run()).toMatchObject({ sent: 0 });
    const rows = await outboxOf(`notice:${id}`);
    expect(rows.map((r) => r.subscriber_id).sort()).toEqual(
      [subscribers.interimZh.id, subscribers.interimAndNewsEn.id].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'alert',
        status: 'queued',
        dedupe_key: `alert:notice:${id}:${row.subscriber_id}`,
      });
      expect(Date.parse(row.next_attempt_at) - clock.now()).toBe(HOLD_MINUTES * MINUTE);
    }
    // Not before the window has passed.
    clock.advance(HOLD_MINUTES * MINUTE - 1000);
    expect(await sender.run()).toMatchObject({ sent: 0 });
    clock.advance(2000);
    expect(await sender.run()).toMatchObject({ sent: 2 });
    expect(recipients(from)).toEqual([emailOf('interimZh'), emailOf('interimAndNewsEn')].sort());

    // Published again with a changed title: the item is known, nothing more is queued or sent.
    const again = await publish('notices', id, notice(id, `${title}（更正）`, { date }), 1);
    expect(again.statusCode, again.body).toBe(200);
    await sendAfterHold();
    expect(await outboxOf(`notice:${id}`)).toHaveLength(2);
    expect(peer.received.length - from).toBe(2);

    // Unpublished and published again: still nothing.
    const gone = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentUnpublish, { collection: 'notices', id }),
      publisher,
      {
        baseVersion: 2,
      },
    );
    expect(gone.statusCode, gone.body).toBe(200);
    await sender.run();
    const back = await publish('notices', id, notice(id, title, { date }), 3);
    expect(back.statusCode, back.body).toBe(200);
    await sendAfterHold();
    expect(peer.received.length - from).toBe(2);
  });

  it('writes the mail in the subscriber’s language: title, date, type, the PDF and the page that open, the way out', async () => {
    const mails = new Map<string, ParsedMail>();
    for (const r of peer.received) for (const to of r.to) mails.set(to, r.mail);
    const zh = mails.get(emailOf('interimZh')) ?? expect.unreachable();
    const en = mails.get(emailOf('interimAndNewsEn')) ?? expect.unreachable();
    const title = '关于召开2026年第三次临时股东大会的通知';
    const [y, m, d] = (
      (
        await t.db
          .selectFrom('notices')
          .select('publish_date')
          .where('id', '=', `notice-alert-${dialect}`)
          .executeTakeFirst()
      )?.publish_date ?? ''
    )
      .split('-')
      .map(Number);
    expect(zh.subject).toBe(`【临时公告】${title} - 牧原股份`);
    expect(en.subject).toBe(`Muyuan Foods: announcement — ${title}`);
    const months = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    const parts = {
      zh: { mail: zh, date: `${y}年${m}月${d}日`, type: '临时公告' },
      en: { mail: en, date: `${d} ${months[(m ?? 1) - 1]} ${y}`, type: 'Interim announcements' },
    };
    for (const { mail, date, type } of Object.values(parts)) {
      const html = mail.html || '';
      for (const part of [mail.text ?? '', html]) {
        expect(part).toContain(title);
        expect(part).toContain(date);
        expect(part).toContain(type);
      }
      // The PDF and the page, absolute, on lines of their own in the text, and the same in the HTML; both open.
      const lines = (mail.text ?? '').split('\n');
      const pdf = lines.find((l) => l.endsWith('.pdf')) ?? '';
      const pageUrl = lines.find((l) => l.startsWith(`${SITE}/announcement`)) ?? '';
      expect(pdf).toBe(`${SITE}${PDF}`);
      expect(html).toContain(`href="${pdf}"`);
      expect(html).toContain(`href="${pageUrl}"`);
      expect((await t.app.inject({ method: 'GET', url: new URL(pdf).pathname })).statusCode).toBe(200);
      const pageAnswer = await t.app.inject({
        method: 'GET',
        url: new URL(pageUrl).pathname,
        headers: { accept: 'text/html' },
      });
      expect(pageAnswer.statusCode).toBe(200);
      // The manage page (where one leaves) on a line of its own, and the one-click headers.
      const manage = lines.find((l) => l.includes('/subscribe?manage=')) ?? '';
      expect(manage.startsWith(SITE)).toBe(true);
      expect(html).toContain(`href="${manage.replace(/&/g, '&amp;')}"`);
      const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line ?? '';
      expect(header('list-unsubscribe')).toMatch(/<https:\/\/www\.example\.com\/api\/[^>]*unsubscribe\?token=[^>]+>/);
      expect(header('list-unsubscribe-post')).toContain('List-Unsubscribe=One-Click');
      // Reads at 390 px: the viewport set, no fixed width over the screen's, no table, no outside style or image.
      expect(html).toMatch(/<meta name="viewport" content="width=device-width/);
      expect(fixedWidths(html).filter((w) => w > 390)).toEqual([]);
      expect(html).not.toMatch(/<table|<img|<link|@import/i);
      expect(html).toMatch(/max-width:600px/);
      expect(html).toMatch(/font-size:16px/);
    }
    // The English mail says the announcement is in Chinese only; the Chinese one has no such line.
    expect(en.text).toContain('published in Chinese only');
    expect(en.html).toContain('published in Chinese only');
    expect(zh.text).not.toContain('Chinese only');
    expect(zh.text).toContain('您收到这封邮件，是因为');
    expect(en.text).toContain('You receive this mail because');
  });

  it('escapes the title in the HTML', async () => {
    const id = `notice-escape-${dialect}`;
    const title = '关于<b>“A&B”</b>的公告';
    expect((await publish('notices', id, notice(id, title, { type: 'periodic' }), null)).statusCode).toBe(200);
    const from = peer.received.length;
    await sender.run();
    await sendAfterHold();
    expect(recipients(from)).toEqual([emailOf('periodicZh')]);
    const mail = mailsSince(from)[0]?.mail ?? expect.unreachable();
    expect(mail.subject).toBe(`【定期报告】${title} - 牧原股份`);
    expect(mail.html).toContain('关于&lt;b&gt;“A&amp;B”&lt;/b&gt;的公告');
    expect(mail.html).not.toContain('<b>');
  });

  it('does not send an item the console holds until it is let go', async () => {
    const id = `notice-held-${dialect}`;
    expect((await publish('notices', id, notice(id, '关于暂缓发送测试的公告'), null)).statusCode).toBe(200);
    const from = peer.received.length;
    await sender.run();
    await t.db.updateTable('alert_items').set({ held: 1 }).where('item_key', '=', `notice:${id}`).execute();
    await sendAfterHold();
    expect(peer.received.length - from).toBe(0);
    await t.db.updateTable('alert_items').set({ held: 0 }).where('item_key', '=', `notice:${id}`).execute();
    expect(await sender.run()).toMatchObject({ sent: 2 });
    expect(recipients(from)).toEqual([emailOf('interimZh'), emailOf('interimAndNewsEn')].sort());
  });

  it('sends nothing of an item unpublished while its mails wait', async () => {
    const id = `notice-withdrawn-${dialect}`;
    expect((await publish('notices', id, notice(id, '关于撤回测试的公告'), null)).statusCode).toBe(200);
    const from = peer.received.length;
    await sender.run();
    expect(await outboxOf(`notice:${id}`)).toHaveLength(2);
    const gone = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentUnpublish, { collection: 'notices', id }),
      publisher,
      { baseVersion: 1 },
    );
    expect(gone.statusCode, gone.body).toBe(200);
    await sendAfterHold();
    expect(peer.received.length - from).toBe(0);
    const rows = await outboxOf(`notice:${id}`);
    expect(rows.map((r) => [r.status, r.last_error])).toEqual([
      ['failed', 'withdrawn'],
      ['failed', 'withdrawn'],
    ]);
  });

  it('alerts nobody of a record dated more than a week back when first seen', async () => {
    const id = `notice-old-${dialect}`;
    const old = notice(id, '关于历史记录补录的公告', { date: beijingDate(clock.now() - 8 * 86_400_000) });
    expect((await publish('notices', id, old, null)).statusCode).toBe(200);
    const from = peer.received.length;
    await sendAfterHold();
    expect(await outboxOf(`notice:${id}`)).toEqual([]);
    const item = await t.db
      .selectFrom('alert_items')
      .select('queued')
      .where('item_key', '=', `notice:${id}`)
      .executeTakeFirst();
    expect(item).toEqual({ queued: 0 });
    expect(peer.received.length - from).toBe(0);
  });

  it('mails company news published by a schedule to its subscribers, the English one in English', async () => {
    const id = `news-alert-${dialect}`;
    const article = {
      id,
      category: 'company',
      date: beijingDate(clock.now()),
      zh: { title: '牧原股份发布新一期生猪销售简报', summary: '摘要', body: '正文第一段。' },
      en: { title: 'Muyuan publishes its latest pig sales bulletin', summary: 'Summary', body: 'The first paragraph.' },
    };
    const path = (p: string) => withParams(p as typeof ADMIN_PATHS.contentDraft, { collection: 'news', id });
    const saved = await call(t.app, 'PUT', path(ADMIN_PATHS.contentDraft), editor, {
      json: article,
      baseVersion: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const at = Math.ceil((clock.now() + 5 * MINUTE) / MINUTE) * MINUTE;
    const beijing = `${new Date(at + 8 * 3_600_000).toISOString().slice(0, 16)}:00+08:00`;
    const set = await call(t.app, 'PUT', path(ADMIN_PATHS.contentSchedule), publisher, {
      author: saved.json().data.author,
      at: beijing,
    });
    expect(set.statusCode, set.body).toBe(200);
    const from = peer.received.length;
    await sender.run();
    expect(await outboxOf(`news:${id}`)).toEqual([]);
    clock.ms = at + 1000;
    expect(await t.app.scheduler.run()).toEqual({ published: 1, failed: 0 });
    await sender.run();
    expect(await outboxOf(`news:${id}`)).toHaveLength(2);
    await sendAfterHold();
    expect(recipients(from)).toEqual([emailOf('newsZh'), emailOf('interimAndNewsEn')].sort());
    const en = mailsSince(from).find((r) => r.to.includes(emailOf('interimAndNewsEn')))?.mail ?? expect.unreachable();
    expect(en.subject).toBe(`Muyuan Foods: company news — ${article.en.title}`);
    expect(en.text).not.toContain('Chinese only');
    const pageUrl = (en.text ?? '').split('\n').find((l) => l.startsWith(`${SITE}/en/detail/news/`)) ?? '';
    expect(pageUrl).toBe(`${SITE}/en/detail/news/${id}`);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(pageUrl).pathname, headers: { accept: 'text/html' } }))
        .statusCode,
    ).toBe(200);
  });

  it('mails securities news brought by an import to its subscribers only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'muyuan-alert-content-'));
    try {
      cpSync(CONTENT_DIR, dir, { recursive: true });
      const id = `sec-alert-${dialect}`;
      appendFileSync(
        join(dir, 'data/securities-news.yaml'),
        [
          `- id: ${id}`,
          `  date: ${beijingDate(clock.now())}`,
          '  cover: /media/covers/sec-chart-01.svg',
          '  zh:',
          '    title: 公司可转换公司债券转股价格调整',
          '    summary: 转股价格调整。',
          '    body: 公司可转换公司债券的转股价格自下一交易日起调整。',
          '',
        ].join('\n'),
      );
      const from = peer.received.length;
      await importContent(t.db, dir, { replace: true, now: new Date(clock.now()) });
      await sender.run();
      expect(await outboxOf(`securities-news:${id}`)).toHaveLength(1);
      await sendAfterHold();
      expect(recipients(from)).toEqual([emailOf('securitiesEn')]);
      const mail = mailsSince(from)[0]?.mail ?? expect.unreachable();
      // Only in Chinese: the English mail says so and links the Chinese page.
      expect(mail.subject).toBe('Muyuan Foods: securities news — 公司可转换公司债券转股价格调整');
      expect(mail.text).toContain('published in Chinese only');
      expect(mail.text).toContain(`${SITE}/detail/securitiesNews/${id}`);
      // Importing the same again queues nothing.
      await importContent(t.db, dir, { replace: true, now: new Date(clock.now()) });
      await sendAfterHold();
      expect(peer.received.length - from).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('never mailed a pending or a paused address', () => {
    const all = peer.received.flatMap((r) => r.to);
    expect(all).not.toContain(emailOf('pending'));
    expect(all).not.toContain(emailOf('paused'));
    // Exactly once per address and item: no Message-ID twice.
    expect(new Set(peer.messageIds()).size).toBe(peer.received.length);
  });
});

describe.each(databases())('the fan-out to 10,000 subscribers (%s)', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await migrateToLatest(database.db);
    await importContent(database.db, CONTENT_DIR);
  }, 60_000);
  afterAll(async () => database?.cleanup());

  it('queues one mail per confirmed subscriber of the list in one pass, in chunks, and nothing on a second pass', async () => {
    const { db } = database;
    const now = Date.now();
    const fanOut = new AlertFanOut({ db, clock: () => now, log: quietLog, holdMs: 0 });
    expect(await fanOut.run()).toMatchObject({ items: 0, mails: 0 });
    const at = isoAt(now);
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      id: randomUUID(),
      email: `many-${i}@example.net`,
      email_key: `many-${i}`,
      lang: i % 2 ? ('en' as const) : ('zh' as const),
      lists: JSON.stringify(i % 10 === 9 ? ['news'] : ['notice:interim']),
      status: 'confirmed' as const,
      consent_version: '2026-11-29',
      consented_at: at,
      confirmation_sent_at: null,
      created_at: at,
      updated_at: at,
    }));
    for (let i = 0; i < rows.length; i += 1000) {
      await db
        .insertInto('alert_subscribers')
        .values(rows.slice(i, i + 1000))
        .execute();
    }
    // An announcement in the public tables and the content version moved, as any publish leaves them.
    await db
      .insertInto('notices')
      .values({
        id: 'notice-many',
        publish_date: beijingDate(now),
        file_url: PDF,
        file_size: 1,
        title: '公告',
        type: 'interim',
      })
      .execute();
    await writeContentMeta(db, { version: String(((await readContentVersion(db)) ?? 0) + 1) });
    const started = performance.now();
    expect(await fanOut.run()).toMatchObject({ items: 1, mails: 9000 });
    const tookMs = performance.now() - started;
    expect(tookMs).toBeLessThan(20_000);
    const counted = await db
      .selectFrom('alert_outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('item_key', '=', 'notice:notice-many')
      .executeTakeFirstOrThrow();
    expect(Number(counted.n)).toBe(9000);
    // Another instance's first look (and this one's after another change) finds it known.
    const other = new AlertFanOut({ db, clock: () => now, log: quietLog, holdMs: 0 });
    expect(await other.run()).toMatchObject({ items: 0, mails: 0 });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('alerts on publishing with two instances on PostgreSQL', () => {
  const peer = new SmtpPeer();
  let t: TestApp;
  let other: Db;
  let second: Awaited<ReturnType<typeof buildApp>>;
  const emails: string[] = [];

  beforeAll(async () => {
    await peer.start();
    const settings = { smtpUrl: peer.url, siteUrl: SITE, mailRatePerMin: 6000, alertHoldMinutes: 0 };
    t = await createTestApp('postgres', settings);
    other = openPostgres(process.env.TEST_DATABASE_URL ?? '', { searchPath: t.schema }).db;
    second = await buildApp({ ...t.config }, { db: other });
    for (let i = 0; i < 12; i++) {
      emails.push(
        (await addSubscriber(t.db, { lang: i % 2 ? 'en' : 'zh', lists: ['notice:interim'] }, Date.now())).email,
      );
    }
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await other?.destroy();
    await t?.cleanup();
    await peer.stop();
  });

  it('gives one mail per subscriber when both instances run, whichever holds the lease', async () => {
    const senders = [t.app.alertSender, second.alertSender].map((s) => s ?? expect.unreachable());
    // Both look at once: one records the seed, the other stands by.
    await Promise.all(senders.map((s) => s.run()));
    const publisher = await apiToken(t, Date.now(), 'publisher');
    const id = 'notice-two-instances';
    const json = { id, date: beijingDate(Date.now()), type: 'interim', file: PDF, zh: { title: '关于两个实例的公告' } };
    const res = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'notices', id }),
      publisher,
      {
        json,
        baseVersion: null,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const s of senders) s.start();
    try {
      await peer.waitFor(emails.length, 15_000);
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      for (const s of senders) await s.stop();
    }
    expect(peer.received.flatMap((r) => r.to).sort()).toEqual([...emails].sort());
    // Each fan-out of a fresh instance (its first look) finds the item known.
    expect(await senders[1]?.fanOut.run()).toMatchObject({ items: 0, mails: 0 });
  });
});
