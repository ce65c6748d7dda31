import { NEWS_LIST, noticeListId, SECURITIES_NEWS_LIST } from '@muyuan/contract/alerts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import { readContentVersion } from '../content-model/content-meta.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * Publishing puts alerts in the outbox (issue 41, point 3), found by looking, not told: one path for every
 * way of publishing (the console, a schedule, an import). Whenever the content version has moved since
 * the last look, the published items of the three kinds are compared with `alert_items`; an item not yet
 * there is recorded, and in the same transaction one outbox row per confirmed, not paused subscriber of
 * its list is queued, due after the hold-back window (ALERT_HOLD_MINUTES) so the console can hold it.
 * The item's key and each mail's dedupe key are unique: a second publish, an edit, an unpublish and
 * republish, a restart or a second instance never queue anything twice.
 *
 * Never alerted (recorded as known, `queued` 0): everything published when the fan-out first runs on a
 * database (the `baseline` mark of `alert_meta`: the seed and whatever was there before alerts), and an
 * item whose own date is more than FIRST_SEEN_MAX_AGE_DAYS before today (Beijing) when first seen (an
 * import of old records). An item unpublished while its mails wait has them recorded as failed (`withdrawn`).
 */

/** An item dated longer ago than this (in days, Beijing dates) when first seen is recorded without alerting anyone. */
export const FIRST_SEEN_MAX_AGE_DAYS = 7;
/** Why the queued mails of an item that is no longer published are not sent. */
export const WITHDRAWN = 'withdrawn';
/** Rows per insert: 10 columns a row stays far below SQLite's and PostgreSQL's limits of bound values. */
const CHUNK = 500;
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

export type AlertItemKind = 'notice' | 'news' | 'securities-news';

export interface PublishedItem {
  /** `notice:<id>`, `news:<id>`, `securities-news:<id>`. */
  key: string;
  kind: AlertItemKind;
  /** The list whose subscribers are alerted. */
  list: string;
  /** The item's own date, `YYYY-MM-DD`. */
  date: string;
}

export interface FanOutReport {
  /** The content version looked at, or null when nothing was looked at (no content, or no change). */
  version: number | null;
  /** Items recorded without mail (the first run's baseline, old items). */
  known: number;
  /** Items whose alerts were queued, and the mails queued for them. */
  items: number;
  mails: number;
  /** Mails of items no longer published, not to be sent. */
  withdrawn: number;
}

const beijingDate = (ms: number) => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** Every published item alerts are about: announcements, company news, securities news. */
export async function publishedItems(db: Kysely<Database>): Promise<PublishedItem[]> {
  const notices = await db.selectFrom('notices').select(['id', 'type', 'publish_date']).execute();
  const articles = await db
    .selectFrom('articles')
    .select(['kind', 'id', (eb) => eb.fn.min('publish_date').as('date')])
    .where((eb) =>
      eb.or([eb.and([eb('kind', '=', 'news'), eb('category', '=', 'company')]), eb('kind', '=', 'securitiesNews')]),
    )
    .groupBy(['kind', 'id'])
    .execute();
  return [
    ...notices.map((n) => ({
      key: `notice:${n.id}`,
      kind: 'notice' as const,
      list: noticeListId(n.type),
      date: n.publish_date.slice(0, 10),
    })),
    ...articles.map((a) =>
      a.kind === 'news'
        ? { key: `news:${a.id}`, kind: 'news' as const, list: NEWS_LIST, date: String(a.date).slice(0, 10) }
        : {
            key: `securities-news:${a.id}`,
            kind: 'securities-news' as const,
            list: SECURITIES_NEWS_LIST,
            date: String(a.date).slice(0, 10),
          },
    ),
  ];
}

interface Recipient {
  id: string;
  lists: Set<string>;
}

async function recipients(db: Db): Promise<Recipient[]> {
  const rows = await db
    .selectFrom('alert_subscribers')
    .select(['id', 'lists'])
    .where('status', '=', 'confirmed')
    .where('paused', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, lists: new Set(listsOf(row.lists)) }));
}

function listsOf(json: string): string[] {
  try {
    const lists: unknown = JSON.parse(json);
    return Array.isArray(lists) ? lists.filter((l): l is string => typeof l === 'string') : [];
  } catch {
    return [];
  }
}

async function recordKnown(db: Kysely<Database>, items: readonly PublishedItem[], at: string): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    await db
      .insertInto('alert_items')
      .values(
        items
          .slice(i, i + CHUNK)
          .map((item) => ({ item_key: item.key, kind: item.kind, published_at: at, queued_at: at, queued: 0 })),
      )
      .onConflict((c) => c.column('item_key').doNothing())
      .execute();
  }
}

/**
 * Records `item` and queues its mails, in one transaction: the item's row first, so that of two fan-outs
 * (instances, or a tick racing a restart) only the one that inserted it queues; the other's insert waits
 * for the first to commit and then changes nothing. Answers the number of mails queued, or null when the
 * item was recorded already.
 */
async function queueItem(
  db: Db,
  item: PublishedItem,
  to: readonly Recipient[],
  now: number,
  holdMs: number,
): Promise<number | null> {
  const at = isoAt(now);
  const due = isoAt(now + holdMs);
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('alert_items')
      .values({ item_key: item.key, kind: item.kind, published_at: at, queued_at: at, queued: 1 })
      .onConflict((c) => c.column('item_key').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return null;
    const wanted = to.filter((r) => r.lists.has(item.list));
    for (let i = 0; i < wanted.length; i += CHUNK) {
      await trx
        .insertInto('alert_outbox')
        .values(
          wanted.slice(i, i + CHUNK).map((r) => ({
            id: newId(),
            dedupe_key: `alert:${item.key}:${r.id}`,
            kind: 'alert' as const,
            subscriber_id: r.id,
            item_key: item.key,
            status: 'queued' as const,
            next_attempt_at: due,
            last_error: null,
            created_at: at,
            sent_at: null,
          })),
        )
        .onConflict((c) => c.column('dedupe_key').doNothing())
        .execute();
    }
    return wanted.length;
  });
}

/**
 * The queued mails of items the fan-out queued that are no longer published, recorded as failed
 * (`withdrawn`); how many. Only items of its own (`alert_items.queued` 1): a mail queued otherwise is
 * left to the sender.
 */
async function cancelWithdrawn(db: Db, published: ReadonlySet<string>, now: number): Promise<number> {
  const waiting = await db
    .selectFrom('alert_outbox as o')
    .innerJoin('alert_items as i', 'i.item_key', 'o.item_key')
    .select('o.item_key')
    .distinct()
    .where('o.status', '=', 'queued')
    .where('o.kind', '=', 'alert')
    .where('i.queued', '=', 1)
    .execute();
  const gone = waiting.map((w) => w.item_key ?? '').filter((key) => key !== '' && !published.has(key));
  if (gone.length === 0) return 0;
  const result = await db
    .updateTable('alert_outbox')
    .set({ status: 'failed', last_error: WITHDRAWN, next_attempt_at: isoAt(now) })
    .where('status', '=', 'queued')
    .where('kind', '=', 'alert')
    .where('item_key', 'in', gone)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface AlertFanOutOptions {
  db: Db;
  clock: () => number;
  log: FastifyBaseLogger;
  /** How long after its publication is noticed an item's mails are due (ALERT_HOLD_MINUTES). */
  holdMs: number;
}

/** The fan-out of one instance: run by the sender's tick while it holds the mail lease. */
export class AlertFanOut {
  /** The content version last looked at completely (undefined: not yet in this process). */
  private seen: number | undefined;

  constructor(private readonly options: AlertFanOutOptions) {}

  async run(): Promise<FanOutReport> {
    const { db, clock, log, holdMs } = this.options;
    const report: FanOutReport = { version: null, known: 0, items: 0, mails: 0, withdrawn: 0 };
    const version = await readContentVersion(db);
    if (version === null || version === this.seen) return report;
    report.version = version;
    const now = clock();
    const items = await publishedItems(db);
    const baseline = await db
      .selectFrom('alert_meta')
      .select('value')
      .where('name', '=', 'baseline')
      .executeTakeFirst();
    if (!baseline) {
      await db.transaction().execute(async (trx) => {
        await recordKnown(trx, items, isoAt(now));
        await trx
          .insertInto('alert_meta')
          .values({ name: 'baseline', value: isoAt(now) })
          .onConflict((c) => c.column('name').doNothing())
          .execute();
      });
      report.known = items.length;
      log.info({ items: items.length }, 'alerts: the items published before alerts first ran recorded without mail');
      this.seen = version;
      return report;
    }
    report.withdrawn = await cancelWithdrawn(db, new Set(items.map((i) => i.key)), now);
    const recorded = new Set(
      (await db.selectFrom('alert_items').select('item_key').execute()).map((row) => row.item_key),
    );
    const fresh = items.filter((item) => !recorded.has(item.key));
    const oldest = beijingDate(now - FIRST_SEEN_MAX_AGE_DAYS * DAY_MS);
    const old = fresh.filter((item) => item.date < oldest);
    if (old.length > 0) {
      await recordKnown(db, old, isoAt(now));
      report.known = old.length;
    }
    const due = fresh.filter((item) => item.date >= oldest);
    if (due.length > 0) {
      const to = await recipients(db);
      for (const item of due) {
        const mails = await queueItem(db, item, to, now, holdMs);
        if (mails === null) continue;
        report.items++;
        report.mails += mails;
      }
    }
    if (report.items > 0 || report.withdrawn > 0) {
      log.info({ items: report.items, mails: report.mails, withdrawn: report.withdrawn }, 'alerts: mails queued');
    }
    this.seen = version;
    return report;
  }
}
