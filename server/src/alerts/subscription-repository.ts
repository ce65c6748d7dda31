import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertSubscriberTable } from '../db/schema.ts';

/** SQL of the subscriptions: subscribers, their confirmation mails in the outbox, the count of unsubscriptions. */

export type SubscriberRow = Selectable<AlertSubscriberTable>;

export function subscriberByEmailKey(db: Db, emailKey: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('alert_subscribers').selectAll().where('email_key', '=', emailKey).executeTakeFirst();
}

export function subscriberById(db: Db, id: string): Promise<SubscriberRow | undefined> {
  return db.selectFrom('alert_subscribers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewSubscriber {
  id: string;
  email: string;
  emailKey: string;
  lang: SubscriberRow['lang'];
  lists: readonly string[];
  consentVersion: string;
  at: string;
}

/** A pending subscriber whose confirmation is queued at `at`; throws a unique violation if the address is known. */
export async function insertPending(db: Db, s: NewSubscriber): Promise<void> {
  await db
    .insertInto('alert_subscribers')
    .values({
      id: s.id,
      email: s.email,
      email_key: s.emailKey,
      lang: s.lang,
      lists: JSON.stringify(s.lists),
      status: 'pending',
      consent_version: s.consentVersion,
      consented_at: null,
      confirmation_sent_at: s.at,
      created_at: s.at,
      updated_at: s.at,
    })
    .execute();
}

/** A pending subscriber's new choices (and the privacy version of the form that sent them). */
export async function updatePendingChoices(
  db: Db,
  id: string,
  choices: { lang: SubscriberRow['lang']; lists: readonly string[]; consentVersion: string; at: string },
): Promise<void> {
  await db
    .updateTable('alert_subscribers')
    .set({
      lang: choices.lang,
      lists: JSON.stringify(choices.lists),
      consent_version: choices.consentVersion,
      updated_at: choices.at,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Marks a new confirmation of a pending subscriber as queued at `at`, unless one was within the hour
 * (`notAfter`, ISO): true when this call did (of two at once, exactly one does).
 */
export async function renewConfirmation(db: Db, id: string, at: string, notAfter: string): Promise<boolean> {
  const result = await db
    .updateTable('alert_subscribers')
    .set({ confirmation_sent_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('confirmation_sent_at', 'is', null), eb('confirmation_sent_at', '<=', notAfter)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One confirmation mail to send, keyed by the subscriber and the time it was asked for; earlier unsent ones go. */
export async function queueConfirmation(db: Db, outboxId: string, subscriberId: string, at: string): Promise<void> {
  // An earlier confirmation not sent yet carries a link that no longer works.
  await db
    .deleteFrom('alert_outbox')
    .where('subscriber_id', '=', subscriberId)
    .where('kind', '=', 'confirm')
    .where('status', '=', 'queued')
    .execute();
  await db
    .insertInto('alert_outbox')
    .values({
      id: outboxId,
      dedupe_key: `confirm:${subscriberId}:${at}`,
      kind: 'confirm',
      subscriber_id: subscriberId,
      item_key: null,
      status: 'queued',
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .execute();
}

/** Confirms the subscriber whose pending confirmation is the one queued at `sentAt`: false if another request did first. */
export async function confirm(
  db: Db,
  id: string,
  sentAt: string,
  consent: { version: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('alert_subscribers')
    .set({
      status: 'confirmed',
      consent_version: consent.version,
      consented_at: consent.at,
      confirmation_sent_at: null,
      updated_at: consent.at,
    })
    .where('id', '=', id)
    .where('confirmation_sent_at', '=', sentAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updateChoices(
  db: Db,
  id: string,
  choices: { lang: SubscriberRow['lang']; lists: readonly string[]; at: string },
): Promise<void> {
  await db
    .updateTable('alert_subscribers')
    .set({ lang: choices.lang, lists: JSON.stringify(choices.lists), updated_at: choices.at })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes a subscriber, the mails not yet sent to them (queued or held), and counts the unsubscription
 * under `goneKey`. Mails already sent, failed or being sent stay, without the address, for the counts of
 * their items.
 */
export async function deleteSubscriber(db: Db, id: string, goneKey: string, at: string): Promise<boolean> {
  const result = await db.deleteFrom('alert_subscribers').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await db
    .deleteFrom('alert_outbox')
    .where('subscriber_id', '=', id)
    .where('status', 'in', ['queued', 'held'])
    .execute();
  await db.insertInto('alert_unsubscribes').values({ email_key: goneKey, at }).execute();
  return true;
}

/** Deletes the pending subscribers whose last confirmation mail was queued at or before `before` (ISO), and their unsent mails. */
export async function deleteUnconfirmed(db: Db, before: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const stale = trx
      .selectFrom('alert_subscribers')
      .select('id')
      .where('status', '=', 'pending')
      .where('confirmation_sent_at', '<=', before);
    await trx
      .deleteFrom('alert_outbox')
      .where('subscriber_id', 'in', stale)
      .where('status', 'in', ['queued', 'held'])
      .execute();
    const result = await trx
      .deleteFrom('alert_subscribers')
      .where('status', '=', 'pending')
      .where('confirmation_sent_at', '<=', before)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  });
}
