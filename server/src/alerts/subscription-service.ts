import type { AlertOptions, SubscriptionView } from '@muyuan/contract/alerts';
import { ALERT_PRIVACY_VERSION } from '@muyuan/contract/alerts-paths';
import type { Lang } from '@muyuan/contract/lang';
import { type Clock, isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { alertKey } from './alert-key.ts';
import {
  alertsUnavailable,
  expiredConfirmLink,
  invalidConfirmLink,
  invalidManageLink,
  privacyVersionChanged,
  subscriptionGone,
  unknownList,
} from './errors.ts';
import { alertLists, unknownLists } from './lists.ts';
import * as repo from './subscription-repository.ts';
import {
  checkConfirmToken,
  checkManageToken,
  emailKey,
  goneKey,
  manageToken,
  normaliseEmail,
  tokenSubscriber,
} from './tokens.ts';

/**
 * Subscriptions to e-mail alerts (issue 41): double opt-in, the subscriber's choices behind their token,
 * unsubscription at once. Nothing here sends mail: a confirmation is a row of the outbox, which the sender
 * (sender.ts) delivers.
 */

export interface AlertsContext {
  db: Db;
  clock: Clock;
  /** Whether a mail server is configured (SMTP_URL): without one nothing is taken. */
  enabled: boolean;
}

/** At most one confirmation mail per address this often. */
export const CONFIRMATION_INTERVAL_MS = 3_600_000;

export async function alertOptions(ctx: AlertsContext, lang: Lang): Promise<AlertOptions> {
  return { enabled: ctx.enabled, lists: await alertLists(ctx.db, lang), privacyVersion: ALERT_PRIVACY_VERSION };
}

/** The lists once each, in the order given; refused when one is not (or no longer) a list. */
async function knownLists(db: Db, lists: readonly string[]): Promise<string[]> {
  const unique = [...new Set(lists)];
  if ((await unknownLists(db, unique)).length > 0) throw unknownList();
  return unique;
}

export interface SubscribeInput {
  email: string;
  lists: string[];
  lang: Lang;
  consentVersion: string;
}

/**
 * A subscription asked for. Whatever is known of the address the caller learns nothing (the route gives
 * one answer): a new address is stored pending with one confirmation queued; a pending one takes the new
 * choices, and a new confirmation unless one was queued within the hour; a confirmed one is left as it is
 * (its choices change on the manage page, behind its token).
 */
export async function subscribe(ctx: AlertsContext, input: SubscribeInput): Promise<void> {
  if (!ctx.enabled) throw alertsUnavailable();
  if (input.consentVersion !== ALERT_PRIVACY_VERSION) throw privacyVersionChanged();
  const lists = await knownLists(ctx.db, input.lists);
  const key = await alertKey(ctx.db);
  const email = normaliseEmail(input.email);
  const addressKey = emailKey(key, email);
  const now = ctx.clock();
  const at = isoAt(now);
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const known = await repo.subscriberByEmailKey(trx, addressKey);
      if (known?.status === 'confirmed') return;
      if (!known) {
        const id = newId();
        await repo.insertPending(trx, {
          id,
          email,
          emailKey: addressKey,
          lang: input.lang,
          lists,
          consentVersion: input.consentVersion,
          at,
        });
        await repo.queueConfirmation(trx, newId(), id, at);
        return;
      }
      await repo.updatePendingChoices(trx, known.id, {
        lang: input.lang,
        lists,
        consentVersion: input.consentVersion,
        at,
      });
      if (await repo.renewConfirmation(trx, known.id, at, isoAt(now - CONFIRMATION_INTERVAL_MS))) {
        await repo.queueConfirmation(trx, newId(), known.id, at);
      }
    });
  } catch (error) {
    // Another request stored the same new address at the same moment: its confirmation is the one.
    if (!isUniqueViolation(error)) throw error;
  }
}

async function view(ctx: AlertsContext, row: repo.SubscriberRow): Promise<SubscriptionView> {
  const key = await alertKey(ctx.db);
  return {
    email: row.email,
    lang: row.lang,
    lists: JSON.parse(row.lists) as string[],
    status: row.status,
    manageToken: manageToken(key, row.id),
  };
}

/** Follows a confirmation link: once, within 48 hours of its mail. */
export async function confirmSubscription(ctx: AlertsContext, token: string): Promise<SubscriptionView> {
  const id = tokenSubscriber(token);
  const row = id === null ? undefined : await repo.subscriberById(ctx.db, id);
  const sentAt = row?.confirmation_sent_at ?? null;
  const now = ctx.clock();
  const check = checkConfirmToken(await alertKey(ctx.db), token, sentAt, now);
  if (check === 'expired') throw expiredConfirmLink();
  if (check !== 'valid' || !row || sentAt === null) throw invalidConfirmLink();
  const at = isoAt(now);
  if (!(await repo.confirm(ctx.db, row.id, sentAt, { version: row.consent_version, at }))) {
    throw invalidConfirmLink();
  }
  return view(ctx, { ...row, status: 'confirmed', confirmation_sent_at: null, consented_at: at, updated_at: at });
}

/** The subscriber of a genuine manage token (refused when forged; gone when unsubscribed). */
async function subscriberOf(ctx: AlertsContext, token: string): Promise<repo.SubscriberRow> {
  const id = checkManageToken(await alertKey(ctx.db), token);
  if (id === null) throw invalidManageLink();
  const row = await repo.subscriberById(ctx.db, id);
  if (!row) throw subscriptionGone();
  return row;
}

export async function subscription(ctx: AlertsContext, token: string): Promise<SubscriptionView> {
  return view(ctx, await subscriberOf(ctx, token));
}

export async function changeSubscription(
  ctx: AlertsContext,
  token: string,
  choices: { lists: string[]; lang: Lang },
): Promise<SubscriptionView> {
  const row = await subscriberOf(ctx, token);
  const lists = await knownLists(ctx.db, choices.lists);
  const at = isoAt(ctx.clock());
  await repo.updateChoices(ctx.db, row.id, { lang: choices.lang, lists, at });
  return view(ctx, { ...row, lang: choices.lang, lists: JSON.stringify(lists), updated_at: at });
}

/**
 * Unsubscribes at once: the address, its choices and its unsent mails are deleted, a keyed hash is kept to
 * count it. A genuine token of an address already gone is answered the same (mail clients may post twice).
 */
export async function unsubscribe(ctx: AlertsContext, token: string): Promise<void> {
  const key = await alertKey(ctx.db);
  const id = checkManageToken(key, token);
  if (id === null) throw invalidManageLink();
  const at = isoAt(ctx.clock());
  await ctx.db.transaction().execute(async (trx) => {
    const row = await repo.subscriberById(trx, id);
    if (row) await repo.deleteSubscriber(trx, id, goneKey(key, row.email), at);
  });
}
