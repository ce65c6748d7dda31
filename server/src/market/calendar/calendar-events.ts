import { type CalendarEvent, type CalendarKind, irEventFilePath } from '@muyuan/contract/ir-calendar';
import type { Lang } from '@muyuan/contract/lang';
import type { Db } from '../../db/database.ts';

/** An event with what a calendar file needs beyond the API's answer: how often it changed, and when last. */
export interface CalendarEntry extends CalendarEvent {
  /** RFC 5545 SEQUENCE: the record's published versions after the first (a changed event replaces the old one). */
  sequence: number;
  /** When the record last changed (ISO, UTC): the file's DTSTAMP. */
  changedAt: string;
}

/** What a record's history says of it: its latest version and when it was written. */
type Revisions = Map<string, { version: number; updatedAt: string }>;

async function revisionsOf(db: Db, collection: 'irEvents' | 'dividends'): Promise<Revisions> {
  const rows = await db
    .selectFrom('content_documents')
    .select(['record_id', 'version', 'updated_at'])
    .where('collection', '=', collection)
    .execute();
  return new Map(rows.map((r) => [r.record_id, { version: r.version, updatedAt: r.updated_at }]));
}

/** Stands in for a record the history does not know (content imported before histories were kept). */
const FIRST_REVISION = { version: 1, updatedAt: '2026-01-01T00:00:00.000Z' };

const DIVIDEND_DATES: Record<Lang, Record<'dividendRecord' | 'dividendEx' | 'dividendPay', string>> = {
  zh: { dividendRecord: '股权登记日', dividendEx: '除权除息日', dividendPay: '派息日' },
  en: { dividendRecord: 'record date', dividendEx: 'ex-dividend date', dividendPay: 'payment date' },
};

/**
 * Every event of the investor calendar in one language, oldest first: the IR team's (an event without
 * this language's words is left out, as records are elsewhere) and the three dates of each dividend.
 */
export async function calendarEntries(db: Db, lang: Lang): Promise<CalendarEntry[]> {
  const [events, dividends, eventRevisions, dividendRevisions] = await Promise.all([
    db.selectFrom('ir_events').selectAll().where('lang', '=', lang).orderBy('sort').execute(),
    db.selectFrom('dividends').selectAll().where('lang', '=', lang).execute(),
    revisionsOf(db, 'irEvents'),
    revisionsOf(db, 'dividends'),
  ]);
  const entries: CalendarEntry[] = [];
  const revisionOf = (revisions: Revisions, id: string) => {
    const r = revisions.get(id) ?? FIRST_REVISION;
    return { sequence: Math.max(0, r.version - 1), changedAt: r.updatedAt };
  };
  for (const e of events) {
    entries.push({
      id: e.id,
      kind: e.kind,
      title: e.title,
      date: e.date,
      time: e.time,
      endTime: e.end_time,
      location: e.location,
      url: e.url,
      cancelled: e.cancelled === 1,
      file: irEventFilePath(lang, e.id),
      ...revisionOf(eventRevisions, e.id),
    });
  }
  for (const d of dividends) {
    const dates: [CalendarKind & keyof (typeof DIVIDEND_DATES)['zh'], string, string | null][] = [
      ['dividendRecord', 'record', d.record_date],
      ['dividendEx', 'ex', d.ex_date],
      ['dividendPay', 'pay', d.pay_date],
    ];
    for (const [kind, suffix, date] of dates) {
      if (!date) continue;
      const id = `${d.id}-${suffix}`;
      entries.push({
        id,
        kind,
        title: lang === 'zh' ? `${d.title}：${DIVIDEND_DATES.zh[kind]}` : `${d.title}: ${DIVIDEND_DATES.en[kind]}`,
        date,
        time: null,
        endTime: null,
        location: null,
        url: null,
        cancelled: false,
        file: irEventFilePath(lang, id),
        ...revisionOf(dividendRevisions, d.id),
      });
    }
  }
  return entries.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '').localeCompare(b.time ?? ''));
}

/** The API's view of an entry: what a page shows. */
export const publicEvent = ({ sequence: _s, changedAt: _c, ...event }: CalendarEntry): CalendarEvent => event;
