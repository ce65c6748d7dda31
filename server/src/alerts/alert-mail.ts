import { pathAddress } from '@muyuan/contract/addresses';
import { ALERT_LIST_NAMES, NOTICE_TYPE_NAMES_EN } from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import { detailRoute } from '@muyuan/contract/sitemap';
import type { Db } from '../db/database.ts';
import { anchor, block, heading, page, paragraph, smallPrint } from './mail-layout.ts';

/**
 * The alert mail of one published item (issue 41, point 4), in the subscriber's language: the subject
 * names the kind and the title; both parts give the title, the date (Beijing), the type, the PDF and the
 * page, why the mail came, and the manage page (where one changes the lists or leaves). Announcements are
 * in Chinese only, and so is news without an English version: an English mail says so and links the
 * Chinese page. The words are here, one table per language.
 */

export interface MailLinks {
  /** The manage page: the one link people follow, to change their choices or leave with one button. */
  manage: string;
  /** The one-click address of List-Unsubscribe, for mail clients only (a POST; a GET of it changes nothing). */
  unsubscribe: string;
}

export interface MailBody {
  subject: string;
  text: string;
  html: string;
}

type ItemKind = 'notice' | 'news' | 'securities-news';

/** An item as its mail shows it. */
export interface AlertItemView {
  kind: ItemKind;
  title: string;
  /** `YYYY-MM-DD` (the item's date, Beijing). */
  date: string;
  /** The announcement's type, or the list's name, in the mail's language where it has one. */
  type: string;
  /** The language of the text shown (an English subscriber may get a Chinese-only item). */
  lang: Lang;
  /** Absolute links: the document (an announcement's PDF, a news item's attachments) and the page. */
  files: { title: string; url: string }[];
  page: string;
}

const MONTHS = [
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

const WORDS = {
  zh: {
    brand: '牧原股份',
    colon: '：',
    subject: (type: string, title: string) => `【${type}】${title} - 牧原股份`,
    lead: '牧原股份发布了您订阅的新信息：',
    date: '日期',
    type: '类型',
    pdf: '公告全文（PDF）',
    attachment: '附件',
    page: '在网站上查看',
    why: (list: string) => `您收到这封邮件，是因为您用这个地址订阅了牧原股份投资者邮件提醒中的“${list}”。`,
    manage: '管理订阅或退订',
    formatDate: (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      return `${y}年${m}月${d}日`;
    },
    newsType: ALERT_LIST_NAMES.news.zh,
    securitiesType: ALERT_LIST_NAMES['securities-news'].zh,
    generic: '牧原股份发布了新的信息',
  },
  en: {
    brand: 'Muyuan Foods',
    colon: ': ',
    subject: (kind: string, title: string) => `Muyuan Foods: ${kind} — ${title}`,
    lead: 'Muyuan Foods has published something on a list you follow:',
    date: 'Date',
    type: 'Type',
    pdf: 'The announcement (PDF)',
    attachment: 'Attachment',
    page: 'Read it on the website',
    chineseOnly: (kind: ItemKind) =>
      kind === 'notice'
        ? 'Announcements are published in Chinese only: the document and its page are in Chinese.'
        : 'This article is published in Chinese only: its page is in Chinese.',
    why: (list: string) =>
      `You receive this mail because this address subscribed to the Muyuan Foods alerts for “${list}”.`,
    manage: 'Manage your alerts or unsubscribe',
    formatDate: (date: string) => {
      const [y, m, d] = date.split('-').map(Number);
      return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
    },
    newsType: ALERT_LIST_NAMES.news.en,
    securitiesType: ALERT_LIST_NAMES['securities-news'].en,
    generic: 'Muyuan Foods has published something new',
  },
} as const;

/** The kind as the English subject names it. */
const EN_SUBJECT_KIND: Record<ItemKind, string> = {
  notice: 'announcement',
  news: 'company news',
  'securities-news': 'securities news',
};

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

/** Reads the item of `itemKey` as a mail in `lang` shows it, or null when it is not published (any more). */
export async function alertItemView(
  db: Db,
  itemKey: string,
  lang: Lang,
  origin: string,
): Promise<AlertItemView | null> {
  const at = itemKey.indexOf(':');
  const kind = itemKey.slice(0, at);
  const id = itemKey.slice(at + 1);
  if (kind === 'notice') {
    const notice = await db
      .selectFrom('notices')
      .leftJoin('notice_types', 'notice_types.id', 'notices.type')
      .select(['notices.title', 'notices.publish_date', 'notices.file_url', 'notices.type', 'notice_types.name'])
      .where('notices.id', '=', id)
      .executeTakeFirst();
    if (!notice) return null;
    const typeName = (lang === 'en' && NOTICE_TYPE_NAMES_EN[notice.type]) || notice.name || notice.type;
    return {
      kind: 'notice',
      title: notice.title,
      date: notice.publish_date.slice(0, 10),
      type: typeName,
      lang: 'zh',
      files: [{ title: WORDS[lang].pdf, url: absolute(origin, notice.file_url) }],
      // The announcements page is in Chinese only (hidden on the English site).
      page: `${origin}${pathAddress('zh', '/announcement')}`,
    };
  }
  if (kind !== 'news' && kind !== 'securities-news') return null;
  const rows = await db
    .selectFrom('articles')
    .select(['lang', 'title', 'publish_date', 'attachments_json'])
    .where('kind', '=', kind === 'news' ? 'news' : 'securitiesNews')
    .where('id', '=', id)
    .execute();
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'zh') ?? rows[0];
  if (!row) return null;
  const attachments = JSON.parse(row.attachments_json) as { title: string; url: string }[];
  return {
    kind,
    title: row.title,
    date: row.publish_date.slice(0, 10),
    type: kind === 'news' ? WORDS[lang].newsType : WORDS[lang].securitiesType,
    lang: row.lang,
    files: attachments.map((a) => ({ title: a.title, url: absolute(origin, a.url) })),
    page: `${origin}${pathAddress(row.lang, detailRoute(kind === 'news' ? 'news' : 'securitiesNews', id))}`,
  };
}

/** The list a subscriber follows that brought this item, as the why-line names it. */
const listName = (item: AlertItemView, lang: Lang) => item.type || WORDS[lang].brand;

export function alertMail(lang: Lang, item: AlertItemView, links: MailLinks): MailBody {
  const words = WORDS[lang];
  const subject =
    lang === 'zh' ? words.subject(item.type, item.title) : words.subject(EN_SUBJECT_KIND[item.kind], item.title);
  const date = words.formatDate(item.date);
  const foreign = lang === 'en' && item.lang !== 'en' ? WORDS.en.chineseOnly(item.kind) : '';
  const why = words.why(listName(item, lang));
  /** Before a link on the next line. */
  const colon = words.colon.trim();
  const fileLabel = (file: { title: string }) =>
    item.kind === 'notice' ? words.pdf : `${words.attachment}${words.colon}${file.title}`;
  const text = [
    words.lead,
    '',
    item.title,
    `${words.date}${words.colon}${date}`,
    `${words.type}${words.colon}${item.type}`,
    ...(foreign ? ['', foreign] : []),
    '',
    ...item.files.flatMap((file) => [`${fileLabel(file)}${colon}`, file.url, '']),
    `${words.page}${colon}`,
    item.page,
    '',
    '--',
    why,
    `${words.manage}${colon}`,
    links.manage,
    '',
  ].join('\n');
  const html = page(lang, subject, [
    paragraph(words.lead, 'color:#555555;font-size:14px'),
    heading(item.title),
    paragraph(`${words.date}${words.colon}${date}`, 'margin-bottom:4px'),
    paragraph(`${words.type}${words.colon}${item.type}`),
    ...(foreign ? [paragraph(foreign, 'color:#555555')] : []),
    ...item.files.map((file) => block(anchor(file.url, fileLabel(file)), 'font-weight:bold')),
    block(anchor(item.page, words.page)),
    smallPrint([paragraph(why), block(anchor(links.manage, words.manage))]),
  ]);
  return { subject, text, html };
}

/** An alert whose item is no longer to be found (its record gone meanwhile): the item's page, nothing more. */
export function genericAlertMail(lang: Lang, pageUrl: string, links: MailLinks): MailBody {
  const words = WORDS[lang];
  return {
    subject: words.generic,
    text: `${words.lead}\n\n${pageUrl}\n\n--\n${words.manage}${words.colon.trim()}\n${links.manage}\n`,
    html: page(lang, words.generic, [
      paragraph(words.lead),
      block(anchor(pageUrl, pageUrl)),
      smallPrint([block(anchor(links.manage, words.manage))]),
    ]),
  };
}
