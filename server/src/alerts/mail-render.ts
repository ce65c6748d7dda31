import { pathAddress } from '@muyuan/contract/addresses';
import { oneClickUnsubscribePath, subscribePageAddress } from '@muyuan/contract/alerts-paths';
import type { Lang } from '@muyuan/contract/lang';
import { detailRoute } from '@muyuan/contract/sitemap';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { AlertOutboxTable, AlertSubscriberTable } from '../db/schema.ts';
import { confirmToken, manageToken } from './tokens.ts';

/**
 * The seam between the sender and the mails' words: an outbox row and its subscriber in, a rendered
 * mail out, chosen by the row's kind. Every mail carries the one-click unsubscription (RFC 8058) and a
 * link to manage the choices. The fuller templates (item title, date, type, PDF) replace the two small
 * ones below without the sender changing.
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
  const links: Links = {
    manage: `${origin}${subscribePageAddress(subscriber.lang, { manage })}`,
    unsubscribe: `${origin}${oneClickUnsubscribePath(manage)}`,
  };
  const body =
    row.kind === 'confirm'
      ? confirmationMail(subscriber, `${origin}${confirmLink(ctx.key, subscriber)}`, links)
      : alertMail(subscriber.lang, itemLink(origin, subscriber.lang, row.item_key ?? ''), links);
  return {
    ...body,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

interface Links {
  /** The manage page: the one link people follow, to change their choices or leave with one button. */
  manage: string;
  /** The one-click address of List-Unsubscribe, for mail clients only (a POST; a GET of it changes nothing). */
  unsubscribe: string;
}

type Body = Omit<RenderedMail, 'headers'>;

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

const COPY = {
  zh: {
    confirmSubject: '请确认订阅牧原股份投资者邮件提醒',
    confirmLead: '您（或他人使用您的地址）申请订阅牧原股份的投资者邮件提醒。请在48小时内打开以下链接确认：',
    confirmIgnore: '如果您没有申请，请忽略本邮件，我们不会再给您发送邮件。',
    alertSubject: '牧原股份发布了新的信息',
    alertLead: '牧原股份发布了您订阅的新信息：',
    manage: '管理订阅',
    unsubscribe: '退订',
  },
  en: {
    confirmSubject: 'Please confirm your Muyuan Foods investor alerts',
    confirmLead:
      'You (or someone using your address) asked for Muyuan Foods investor alerts. Please confirm within 48 hours:',
    confirmIgnore: 'If you did not ask for them, ignore this mail: nothing more will be sent to you.',
    alertSubject: 'Muyuan Foods has published something new',
    alertLead: 'Muyuan Foods has published something on a list you follow:',
    manage: 'Manage your alerts',
    unsubscribe: 'Unsubscribe',
  },
} as const;

function confirmationMail(subscriber: Subscriber, confirm: string, links: Links): Body {
  const words = COPY[subscriber.lang];
  return {
    subject: words.confirmSubject,
    text: `${words.confirmLead}\n\n${confirm}\n\n${words.confirmIgnore}\n\n${words.unsubscribe}: ${links.manage}\n`,
    html: page(subscriber.lang, [
      paragraph(escapeHtml(words.confirmLead)),
      paragraph(anchor(confirm, confirm)),
      paragraph(escapeHtml(words.confirmIgnore)),
      footer(subscriber.lang, links),
    ]),
  };
}

function alertMail(lang: Lang, item: string, links: Links): Body {
  const words = COPY[lang];
  return {
    subject: words.alertSubject,
    text: `${words.alertLead}\n\n${item}\n\n${words.manage} / ${words.unsubscribe}: ${links.manage}\n`,
    html: page(lang, [paragraph(escapeHtml(words.alertLead)), paragraph(anchor(item, item)), footer(lang, links)]),
  };
}

const footer = (lang: Lang, links: Links) =>
  paragraph(`${anchor(links.manage, COPY[lang].manage)} · ${anchor(links.manage, COPY[lang].unsubscribe)}`);

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const paragraph = (html: string) => `<p>${html}</p>`;
const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function page(lang: Lang, parts: string[]): string {
  return `<!doctype html><html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head><body>${parts.join('')}</body></html>`;
}
