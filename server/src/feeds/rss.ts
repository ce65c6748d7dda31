/**
 * A small RSS 2.0 writer: a channel and its items in, the XML document out. Pure, so the same content
 * always gives the same bytes (the route caches them and derives the ETag from them).
 */

export interface RssEnclosure {
  url: string;
  /** Size in bytes. */
  length: number;
  type: string;
}

export interface RssItem {
  title: string;
  link: string;
  /** A stable id; the link itself when it is permanent. */
  guid: string;
  /** Calendar date, `YYYY-MM-DD` (publication dates of the content are dates, Beijing time). */
  pubDate: string;
  description?: string;
  category?: string;
  enclosure?: RssEnclosure;
}

export interface RssChannel {
  title: string;
  /** The web page the feed follows. */
  link: string;
  description: string;
  /** `zh-CN` or `en`. */
  language: string;
  /** The feed's own address (atom:link rel="self", which validators ask for). */
  selfLink: string;
}

/** Whether XML 1.0 allows a character at all (it forbids most control characters and U+FFFE, U+FFFF). */
function allowedInXml(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return code !== 0xfffe && code !== 0xffff;
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or a quoted attribute; characters XML forbids are dropped, not escaped. */
export function escapeXml(text: string): string {
  const allowed = Array.from(text).filter(allowedInXml).join('');
  return allowed.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 822 date of midnight Beijing time on `YYYY-MM-DD`: `Fri, 13 Feb 2026 00:00:00 +0800`. */
export function rfc822Date(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${isoDate}`);
  const [, y, m, d] = match;
  // The weekday of a calendar date does not depend on the time zone.
  const day = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay();
  return `${DAYS[day]}, ${d} ${MONTHS[Number(m) - 1]} ${y} 00:00:00 +0800`;
}

const element = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`;

function itemXml(item: RssItem): string {
  const parts = [
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="${item.guid === item.link}">${escapeXml(item.guid)}</guid>`,
    element('pubDate', rfc822Date(item.pubDate)),
  ];
  if (item.category) parts.push(element('category', item.category));
  if (item.description) parts.push(element('description', item.description));
  if (item.enclosure) {
    const { url, length, type } = item.enclosure;
    parts.push(`<enclosure url="${escapeXml(url)}" length="${length}" type="${escapeXml(type)}"/>`);
  }
  return `<item>${parts.join('')}</item>`;
}

/**
 * The feed document. Items are written newest first whatever order they come in; the channel's
 * lastBuildDate is the newest item's date (not the clock), so unchanged content keeps its bytes.
 */
export function buildRss(channel: RssChannel, items: readonly RssItem[]): string {
  const sorted = [...items].sort((a, b) => (a.pubDate < b.pubDate ? 1 : a.pubDate > b.pubDate ? -1 : 0));
  const newest = sorted[0];
  const head = [
    element('title', channel.title),
    element('link', channel.link),
    element('description', channel.description),
    element('language', channel.language),
    `<atom:link href="${escapeXml(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [element('lastBuildDate', rfc822Date(newest.pubDate))] : []),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    `<channel>${head.join('')}`,
    ...sorted.map(itemXml),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
