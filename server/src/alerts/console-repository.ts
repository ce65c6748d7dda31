import type { AlertSendStatus } from '@muyuan/contract/admin/alerts';
import type { Lang } from '@muyuan/contract/lang';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertItemTable } from '../db/schema.ts';

/**
 * SQL of the console's alerts screen: counts of subscribers and of each item's mails, the items' titles
 * from the public tables, and an item's hold. Nothing here selects an address.
 */

export type AlertItemRow = Selectable<AlertItemTable>;

/** Confirmed subscribers by language, pending and paused addresses, unsubscriptions counted. */
export async function subscriberCounts(db: Db) {
  const byStatus = await db
    .selectFrom('alert_subscribers')
    .select((eb) => ['status', 'lang', 'paused', eb.fn.countAll<number | string>().as('n')])
    .groupBy(['status', 'lang', 'paused'])
    .execute();
  const gone = await db
    .selectFrom('alert_unsubscribes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return { byStatus: byStatus.map((r) => ({ ...r, n: Number(r.n), paused: Number(r.paused) })), gone: Number(gone.n) };
}

/** Each confirmed subscriber's language and lists (JSON text), for the counts per list: no address. */
export function confirmedChoices(db: Db): Promise<{ lang: Lang; lists: string }[]> {
  return db.selectFrom('alert_subscribers').select(['lang', 'lists']).where('status', '=', 'confirmed').execute();
}

export async function countItems(db: Db): Promise<number> {
  const row = await db
    .selectFrom('alert_items')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('queued', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The latest items alerts were queued for, newest first (not those the fan-out only recorded as known:
 * published before alerts first ran, or dated long before they were first seen).
 */
export function latestItems(db: Db, limit: number): Promise<AlertItemRow[]> {
  return db
    .selectFrom('alert_items')
    .selectAll()
    .where('queued', '=', 1)
    .orderBy('queued_at', 'desc')
    .orderBy('item_key', 'desc')
    .limit(limit)
    .execute();
}

export function itemByKey(db: Db, key: string): Promise<AlertItemRow | undefined> {
  return db.selectFrom('alert_items').selectAll().where('item_key', '=', key).executeTakeFirst();
}

/** Holds (1) or releases (0) an item's alerts; false when no such item. */
export async function setHeld(db: Db, key: string, held: 0 | 1): Promise<boolean> {
  const result = await db.updateTable('alert_items').set({ held }).where('item_key', '=', key).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The items' alert mails counted by status. */
export async function sendCounts(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('alert_outbox')
    .select((eb) => ['item_key', 'status', eb.fn.countAll<number | string>().as('n')])
    .where('kind', '=', 'alert')
    .where('item_key', 'in', keys)
    .groupBy(['item_key', 'status'])
    .execute();
  return rows.map((r) => ({ key: r.item_key ?? '', status: r.status as AlertSendStatus, n: Number(r.n) }));
}

/** When each item's first queued mail is due. */
export async function nextDue(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('alert_outbox')
    .select((eb) => ['item_key', eb.fn.min('next_attempt_at').as('at')])
    .where('kind', '=', 'alert')
    .where('status', '=', 'queued')
    .where('item_key', 'in', keys)
    .groupBy('item_key')
    .execute();
  return rows.map((r) => ({ key: r.item_key ?? '', at: r.at as string | null }));
}

/** The reasons of the items' failed mails and of those waiting to be tried again, each with its count. */
export async function failureReasons(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return [];
  const rows = await db
    .selectFrom('alert_outbox')
    .select((eb) => ['item_key', 'status', 'last_error', eb.fn.countAll<number | string>().as('n')])
    .where('kind', '=', 'alert')
    .where('item_key', 'in', keys)
    .where('status', 'in', ['failed', 'queued'])
    .where('last_error', 'is not', null)
    .groupBy(['item_key', 'status', 'last_error'])
    .execute();
  return rows.map((r) => ({
    key: r.item_key ?? '',
    reason: r.last_error ?? '',
    final: r.status === 'failed',
    n: Number(r.n),
  }));
}

/** How many of an item's alert mails are queued. */
export async function queuedCount(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom('alert_outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('kind', '=', 'alert')
    .where('item_key', '=', key)
    .where('status', '=', 'queued')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface ItemTitle {
  id: string;
  title: string;
  date: string;
}

/** Announcements' titles and dates (in Chinese only, like the announcements). */
export function noticeTitles(db: Db, ids: readonly string[]): Promise<ItemTitle[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('notices').select(['id', 'title', 'publish_date as date']).where('id', 'in', ids).execute();
}

/** Articles' titles and dates in `lang`, else in Chinese (the first language). */
export async function articleTitles(
  db: Db,
  kind: 'news' | 'securitiesNews',
  ids: readonly string[],
  lang: Lang,
): Promise<ItemTitle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'lang', 'title', 'publish_date as date'])
    .where('kind', '=', kind)
    .where('id', 'in', ids)
    .where('lang', 'in', lang === 'zh' ? ['zh'] : [lang, 'zh'])
    .execute();
  const chosen = new Map<string, ItemTitle>();
  for (const row of rows) {
    if (!chosen.has(row.id) || row.lang === lang) chosen.set(row.id, { id: row.id, title: row.title, date: row.date });
  }
  return [...chosen.values()];
}
