import { pathAddress } from '@muyuan/contract/addresses';
import { oneClickUnsubscribePath, subscribePageAddress } from '@muyuan/contract/alerts-paths';
import type { Lang } from '@muyuan/contract/lang';
import { detailRoute } from '@muyuan/contract/sitemap';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertOutboxTable, AlertSubscriberTable } from '../db/schema.ts';
import { alertItemView, alertMail, genericAlertMail, type MailLinks } from './alert-mail.ts';
import { confirmationMail } from './confirmation-mail.ts';
import { confirmToken, manageToken } from './tokens.ts';

/**
 * The seam between the sender and the mails' words: an outbox row and its subscriber in, a rendered
 * mail out, chosen by the row's kind (confirmation-mail.ts, alert-mail.ts). Every mail carries the
 * one-click unsubscription (RFC 8058) and a link to manage the choices.
 */

export type OutboxRow = Selectable<AlertOutboxTable>;
export type Subscriber = Selectable<AlertSubscriberTable>;

export interface RenderContext {
  /** The database, for what a template reads of the item (its title, date, type, PDF). */
  db: Db;
  /** The site's public origin (SITE_URL): every link of a mail is absolute. */
  siteOrigin: () => string;
  /** The alerts' HMAC key (alert-key.ts), for the links' tokens. */
  key: Buffer;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/** Why a row is not to be sent after all (it stays on record as failed with this reason), or null. */
export function reasonNotToSend(row: OutboxRow, subscriber: Subscriber | undefined): string | null {
  if (!subscriber) return 'unsubscribed';
  if (row.kind === 'confirm' && subscriber.confirmation_sent_at === null) return 'confirmed already';
  if (row.kind === 'alert' && subscriber.status !== 'confirmed') return 'not confirmed';
  return null;
}

export async function renderOutboxMail(
  row: OutboxRow,
  subscriber: Subscriber,
  ctx: RenderContext,
): Promise<RenderedMail> {
  const origin = ctx.siteOrigin();
  const manage = manageToken(ctx.key, subscriber.id);
  const links: MailLinks = {
    manage: `${origin}${subscribePageAddress(subscriber.lang, { manage })}`,
    unsubscribe: `${origin}${oneClickUnsubscribePath(manage)}`,
  };
  let body: Omit<RenderedMail, 'headers'>;
  if (row.kind === 'confirm') {
    body = confirmationMail(subscriber.lang, `${origin}${confirmLink(ctx.key, subscriber)}`, links);
  } else {
    const itemKey = row.item_key ?? '';
    const item = await alertItemView(ctx.db, itemKey, subscriber.lang, origin);
    body = item
      ? alertMail(subscriber.lang, item, links)
      : genericAlertMail(subscriber.lang, itemLink(origin, subscriber.lang, itemKey), links);
  }
  return {
    ...body,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function confirmLink(key: Buffer, subscriber: Subscriber): string {
  const token = confirmToken(key, subscriber.id, subscriber.confirmation_sent_at ?? '');
  return subscribePageAddress(subscriber.lang, { confirm: token });
}

/** Where an item is read: its article page, or the announcements page (announcements are in Chinese only). */
function itemLink(origin: string, lang: Lang, itemKey: string): string {
  const [kind, ...rest] = itemKey.split(':');
  const id = rest.join(':');
  if (kind === 'news') return `${origin}${pathAddress(lang, detailRoute('news', id))}`;
  if (kind === 'securities-news') return `${origin}${pathAddress(lang, detailRoute('securitiesNews', id))}`;
  return `${origin}${pathAddress('zh', '/announcement')}`;
}
