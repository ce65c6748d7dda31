import {
  ALERT_ITEMS_SHOWN,
  ALERT_SEND_STATUSES,
  type AlertItem,
  type AlertItems,
  type AlertListCount,
  type AlertMailSetup,
  type AlertSendCounts,
  type AlertSummary,
  type LangCounts,
  type MailVariable,
} from '@muyuan/contract/admin/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { appendAudit } from '../admin/audit.ts';
import type { Clock } from '../admin/clock.ts';
import type { StaffActor } from '../admin/principal.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { unknownAlertItem } from './console-errors.ts';
import * as repo from './console-repository.ts';
import { alertLists } from './lists.ts';
import { DEFAULT_MAIL_FROM } from './mail-config.ts';

/**
 * The console's e-mail alerts (issue 41, point 5): figures and items for the IR team, and an item's alerts
 * held before they go (an address erased on request: console-erase.ts). Answers count subscribers and never name one.
 */

export interface AlertConsoleContext {
  db: Db;
  clock: Clock;
  config: Config;
}

/** Who acts and in which language the answer's words are. */
export interface ConsoleCaller {
  actor: StaffActor;
  lang: Lang;
}

export function mailSetup(config: AlertConsoleContext['config']): AlertMailSetup {
  const set: Record<MailVariable, boolean> = {
    SMTP_URL: Boolean(config.smtpUrl),
    MAIL_FROM: config.mailFrom !== DEFAULT_MAIL_FROM,
    DKIM_DOMAIN: Boolean(config.dkimDomain),
    DKIM_SELECTOR: Boolean(config.dkimSelector),
    DKIM_PRIVATE_KEY: Boolean(config.dkimPrivateKey),
  };
  return {
    configured: set.SMTP_URL,
    variables: (Object.keys(set) as MailVariable[]).map((name) => ({ name, set: set[name] })),
    from: config.mailFrom,
    dkim: set.DKIM_DOMAIN && set.DKIM_SELECTOR && set.DKIM_PRIVATE_KEY,
    ratePerMin: config.mailRatePerMin,
  };
}

const zero = (): LangCounts => ({ zh: 0, en: 0 });

export async function alertSummary(ctx: AlertConsoleContext, lang: Lang): Promise<AlertSummary> {
  const { byStatus, gone } = await repo.subscriberCounts(ctx.db);
  const confirmed = zero();
  let pending = 0;
  let paused = 0;
  for (const row of byStatus) {
    if (row.status === 'pending') pending += row.n;
    else confirmed[row.lang] += row.n;
    if (row.paused === 1) paused += row.n;
  }
  const lists: AlertListCount[] = (await alertLists(ctx.db, lang)).map((l) => ({ ...l, confirmed: zero() }));
  for (const choice of await repo.confirmedChoices(ctx.db)) {
    for (const id of JSON.parse(choice.lists) as string[]) {
      let list = lists.find((l) => l.id === id);
      if (!list) {
        // A list no longer offered (its announcement type removed) still has its subscribers.
        list = { id, name: id, confirmed: zero() };
        lists.push(list);
      }
      list.confirmed[choice.lang]++;
    }
  }
  return { mail: mailSetup(ctx.config), lists, confirmed, pending, paused, unsubscribed: gone };
}

/** `notice:<id>` → ['notice', '<id>'] (ids may hold a colon). */
function splitKey(key: string): [string, string] {
  const at = key.indexOf(':');
  return [key.slice(0, at), key.slice(at + 1)];
}

async function titlesOf(db: Db, keys: readonly string[], lang: Lang): Promise<Map<string, repo.ItemTitle>> {
  const ids = (kind: string) => keys.map(splitKey).flatMap(([k, id]) => (k === kind ? [id] : []));
  const found = new Map<string, repo.ItemTitle>();
  for (const t of await repo.noticeTitles(db, ids('notice'))) found.set(`notice:${t.id}`, t);
  for (const t of await repo.articleTitles(db, 'news', ids('news'), lang)) found.set(`news:${t.id}`, t);
  for (const t of await repo.articleTitles(db, 'securitiesNews', ids('securities-news'), lang)) {
    found.set(`securities-news:${t.id}`, t);
  }
  return found;
}

const noSends = (): AlertSendCounts => ({ queued: 0, sending: 0, sent: 0, failed: 0, held: 0 });

async function itemsOf(db: Db, rows: readonly repo.AlertItemRow[], lang: Lang): Promise<AlertItem[]> {
  const keys = rows.map((r) => r.item_key);
  const [titles, counts, due, reasons] = await Promise.all([
    titlesOf(db, keys, lang),
    repo.sendCounts(db, keys),
    repo.nextDue(db, keys),
    repo.failureReasons(db, keys),
  ]);
  return rows.map((row) => {
    const sends = noSends();
    for (const c of counts)
      if (c.key === row.item_key && ALERT_SEND_STATUSES.includes(c.status)) sends[c.status] += c.n;
    const title = titles.get(row.item_key);
    return {
      key: row.item_key,
      kind: row.kind,
      title: title?.title ?? null,
      date: title?.date ?? null,
      publishedAt: row.published_at,
      queuedAt: row.queued_at,
      held: Number(row.held) === 1,
      sends,
      nextAt: due.find((d) => d.key === row.item_key)?.at ?? null,
      reasons: reasons
        .filter((r) => r.key === row.item_key)
        .map((r) => ({ reason: r.reason, count: r.n, final: r.final }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
    };
  });
}

export async function alertItems(ctx: AlertConsoleContext, lang: Lang): Promise<AlertItems> {
  const rows = await repo.latestItems(ctx.db, ALERT_ITEMS_SHOWN);
  return { items: await itemsOf(ctx.db, rows, lang), total: await repo.countItems(ctx.db) };
}

/**
 * Holds an item's alerts not yet sent (the sender takes no mail of a held item: sender-repository.ts), or
 * lets them go again. Mails being sent at that moment go; those sent stay sent. Audited with the number
 * of mails it held or let go.
 */
export async function setItemHeld(
  ctx: AlertConsoleContext,
  who: ConsoleCaller,
  key: string,
  held: boolean,
): Promise<AlertItem> {
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.setHeld(trx, key, held ? 1 : 0))) throw unknownAlertItem();
    await appendAudit(
      trx,
      {
        actor: who.actor.id,
        actorName: who.actor.name,
        action: held ? 'alert_hold' : 'alert_release',
        object: `alert:${key}`,
        session: who.actor.session,
        detail: { queued: await repo.queuedCount(trx, key) },
      },
      now,
    );
  });
  const row = await repo.itemByKey(ctx.db, key);
  if (!row) throw unknownAlertItem();
  const [item] = await itemsOf(ctx.db, [row], who.lang);
  if (!item) throw unknownAlertItem();
  return item;
}
