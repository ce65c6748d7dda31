import { pathAddress } from '@muyuan/contract/addresses';
import { type CalendarKind, calendarIdSchema, IR_CALENDAR_FEEDS, irCalendar } from '@muyuan/contract/ir-calendar';
import type { Lang } from '@muyuan/contract/lang';
import type { SiteFile } from '@muyuan/contract/site';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readContentMeta } from '../../content-model/content-meta.ts';
import { registerContentRoute } from '../../http/content-route.ts';
import { notFound } from '../../http/errors.ts';
import { answerFromCache, createEntry, sendMadeEntry } from '../../http/response-cache.ts';
import type { SiteOrigin } from '../../http/site-origin.ts';
import { type CalendarEntry, calendarEntries, publicEvent } from './calendar-events.ts';
import { buildIcs, ICS_CONTENT_TYPE, type IcsEvent } from './ics.ts';

const LANGS: readonly Lang[] = ['zh', 'en'];
const LANGUAGE_TAG: Record<Lang, string> = { zh: 'zh-CN', en: 'en' };
/** The UIDs' right-hand side: stable whatever the address the site is reached at. */
const UID_DOMAIN = 'ir-calendar.muyuanfoods.com';

const CATEGORY: Record<Lang, Record<CalendarKind, string>> = {
  zh: {
    results: '定期报告披露',
    meeting: '股东大会',
    call: '业绩说明会',
    other: '投资者活动',
    dividendRecord: '分红',
    dividendEx: '分红',
    dividendPay: '分红',
  },
  en: {
    results: 'Results',
    meeting: 'Shareholders’ meeting',
    call: 'Results call',
    other: 'Investor event',
    dividendRecord: 'Dividend',
    dividendEx: 'Dividend',
    dividendPay: 'Dividend',
  },
};
const CALENDAR_NAME: Record<Lang, string> = { zh: '投资者日历', en: 'Investor calendar' };

/** An entry as a calendar event: its link is the event's own (a webcast) or the securities page. */
function icsEvent(entry: CalendarEntry, lang: Lang, origin: string): IcsEvent {
  const url = entry.url ?? `${origin}${pathAddress(lang, '/securities')}`;
  return {
    uid: `${entry.id}@${UID_DOMAIN}`,
    sequence: entry.sequence,
    stamp: entry.changedAt,
    date: entry.date,
    time: entry.time,
    endTime: entry.endTime,
    summary: entry.title,
    location: entry.location,
    description: url,
    url: url.startsWith('/') ? `${origin}${url}` : url,
    cancelled: entry.cancelled,
    category: CATEGORY[lang][entry.kind],
  };
}

async function calendarName(app: FastifyInstance, lang: Lang): Promise<string> {
  const site = await readContentMeta(app.db, 'site');
  const shortName = site ? (JSON.parse(site) as SiteFile).shortName[lang] : '';
  return shortName ? `${shortName} · ${CALENDAR_NAME[lang]}` : CALENDAR_NAME[lang];
}

/** The `.ics` files of one language: the whole feed, or one event's file ("add to calendar"). */
async function icsOf(app: FastifyInstance, lang: Lang, origin: string, only?: string): Promise<Buffer | null> {
  const entries = await calendarEntries(app.db, lang);
  const chosen = only === undefined ? entries : entries.filter((e) => e.id === only);
  if (only !== undefined && chosen.length === 0) return null;
  const ics = buildIcs({
    product: '-//Muyuan Foods//Investor calendar//EN',
    name: await calendarName(app, lang),
    language: LANGUAGE_TAG[lang],
    events: chosen.map((e) => icsEvent(e, lang, origin)),
  });
  return Buffer.from(ics);
}

/**
 * The investor calendar (issue 41, point 6): the API's list, the feed of each language
 * (`/ir/calendar.ics`, `/en/ir/calendar.ics`) and each event's own file (`/ir/events/<id>.ics`). Like the
 * RSS feeds, each answer is made once per content version (and origin, which its links hold) and reused.
 */
export default async function calendarRoutes(
  app: FastifyInstance,
  { siteOrigin }: { siteOrigin: SiteOrigin },
): Promise<void> {
  const state = app.contentState;
  registerContentRoute(
    app,
    irCalendar,
    async (_query, lang) => ({
      events: (await calendarEntries(app.db, lang)).map(publicEvent),
      feed: IR_CALENDAR_FEEDS[lang],
    }),
    { tag: 'stockMarket' },
  );

  /** Answers an .ics body from the cache or makes it; a null body is 404 (an event the calendar lacks). */
  const serveIcs = (
    keyOf: (request: FastifyRequest) => string,
    lang: Lang,
    make: (request: FastifyRequest) => Promise<{ body: Buffer; fileName?: string } | null>,
  ) => ({
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const version = state.version;
      const made = await make(request);
      if (!made) throw notFound();
      const entry = createEntry(made.body, lang, ICS_CONTENT_TYPE);
      if (made.fileName) entry.headers['content-disposition'] = contentDisposition(made.fileName);
      return sendMadeEntry(request, reply, state, { key: keyOf(request), entry, readAt: version });
    },
    preHandler: [answerFromCache(state.cache, keyOf), app.contentRateLimit],
  });

  for (const lang of LANGS) {
    const feedPath = IR_CALENDAR_FEEDS[lang];
    const feedKey = () => JSON.stringify(['ics', feedPath, siteOrigin()]);
    const feed = serveIcs(feedKey, lang, async () => {
      const body = await icsOf(app, lang, siteOrigin());
      return body && { body };
    });
    app.get(feedPath, { schema: { hide: true }, compress: false, preHandler: feed.preHandler }, feed.handler);

    const eventPath = `${lang === 'en' ? '/en' : ''}/ir/events/:file`;
    const idOf = (request: FastifyRequest) => {
      const file = (request.params as { file: string }).file;
      const id = file.endsWith('.ics') ? file.slice(0, -4) : '';
      return calendarIdSchema.safeParse(id).success ? id : null;
    };
    // A name that is no calendar id is refused before the cache: it can never be an entry of it.
    const eventKey = (request: FastifyRequest) => JSON.stringify(['ics', eventPath, idOf(request), siteOrigin()]);
    const oneEvent = serveIcs(eventKey, lang, async (request) => {
      const id = idOf(request);
      const body = id ? await icsOf(app, lang, siteOrigin(), id) : null;
      return body && { body, fileName: `${id}.ics` };
    });
    app.get(
      eventPath,
      {
        schema: { hide: true },
        compress: false,
        preHandler: [
          async (request: FastifyRequest) => {
            if (!idOf(request)) throw notFound();
          },
          ...oneEvent.preHandler,
        ],
      },
      oneEvent.handler,
    );
  }
}
