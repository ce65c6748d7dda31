import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Dividend } from '@muyuan/contract/bond-matter';
import { IR_CALENDAR_FEEDS, IR_CALENDAR_PATH, type IrCalendar, irEventFilePath } from '@muyuan/contract/ir-calendar';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { call, type Enrolled, enrollWithPassword, FakeClock } from './helpers/admin.ts';
import { databases } from './helpers/databases.ts';
import { get, getData } from './helpers/requests.ts';
import { CONTENT_DIR, createTestApp, type TestApp } from './helpers/test-app.ts';

type SeedEvent = {
  id: string;
  kind: string;
  date: string;
  time?: string;
  endTime?: string;
  url?: string;
  cancelled?: boolean;
  zh: { title: string; location?: string };
  en?: { title: string; location?: string };
};
const SEED = parse(readFileSync(join(CONTENT_DIR, 'data/ir-events.yaml'), 'utf8')) as SeedEvent[];
const UID = (id: string) => `${id}@ir-calendar.muyuanfoods.com`;

/** The VEVENTs of an iCalendar text, parsed by ical.js (a parser that shares nothing with the writer). */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => ({ v, e: new ICAL.Event(v) })) };
}

describe.each(databases())('the investor calendar (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();
  let editor: Enrolled;
  let publisher: Enrolled;

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { clock: clock.now });
    editor = await enrollWithPassword(t.app, t.db, clock, ['editor']);
    publisher = await enrollWithPassword(t.app, t.db, clock, ['publisher']);
  });
  afterAll(async () => t?.cleanup());

  const feed = async (lang: 'zh' | 'en') => {
    const res = await get(t.app, IR_CALENDAR_FEEDS[lang], lang);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return res.body;
  };

  it('lists the IR team’s events and every dividend’s three dates, oldest first, in each language', async () => {
    const dividends = await getData<Dividend[]>(t.app, API_PATHS.dividends, 'zh');
    for (const lang of ['zh', 'en'] as const) {
      const answer = await getData<IrCalendar>(t.app, IR_CALENDAR_PATH, lang);
      expect(answer.feed).toBe(IR_CALENDAR_FEEDS[lang]);
      const dates = answer.events.map((e) => e.date);
      expect(dates).toEqual([...dates].sort());
      for (const seed of SEED) {
        const event = answer.events.find((e) => e.id === seed.id);
        expect(event).toEqual({
          id: seed.id,
          kind: seed.kind,
          title: (seed[lang] ?? seed.zh).title,
          date: seed.date,
          time: seed.time ?? null,
          endTime: seed.endTime ?? null,
          location: (seed[lang] ?? seed.zh).location ?? null,
          url: seed.url ?? null,
          cancelled: seed.cancelled ?? false,
          file: irEventFilePath(lang, seed.id),
        });
      }
      for (const d of dividends) {
        const ex = answer.events.find((e) => e.id === `${d.id}-ex`);
        expect(ex).toMatchObject({ kind: 'dividendEx', date: d.exDate, time: null });
        expect(answer.events.find((e) => e.id === `${d.id}-record`)?.date).toBe(d.recordDate);
      }
      expect(answer.events).toHaveLength(SEED.length + dividends.reduce((n, d) => n + (d.payDate ? 3 : 2), 0));
    }
  });

  it('answers RFC 5545 feeds: stable UIDs, Beijing times with their VTIMEZONE, whole days, cancelled kept', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const ics = await feed(lang);
      // CRLF line ends; no line longer than 75 octets.
      expect(ics.endsWith('\r\n')).toBe(true);
      for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

      const api = await getData<IrCalendar>(t.app, IR_CALENDAR_PATH, lang);
      const { calendar, events } = eventsOf(ics);
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      const zone = calendar.getFirstSubcomponent('vtimezone');
      expect(zone?.getFirstPropertyValue('tzid')).toBe('Asia/Shanghai');
      expect(zone?.getFirstSubcomponent('standard')?.getFirstPropertyValue('tzoffsetto')?.toString()).toBe('+08:00');
      expect(events.map(({ e }) => e.uid)).toEqual(api.events.map((e) => UID(e.id)));

      for (const { v, e } of events) {
        const event = api.events.find((x) => UID(x.id) === e.uid);
        if (!event) throw new Error(`${e.uid} is not in the API's list`);
        expect(e.summary).toBe(event.title);
        expect(e.sequence).toBe(0);
        const stamp = v.getFirstPropertyValue('dtstamp') as ICAL.Time;
        expect(stamp.zone?.tzid).toBe('UTC');
        expect(v.getFirstPropertyValue('status')).toBe(event.cancelled ? 'CANCELLED' : 'CONFIRMED');
        if (event.time) {
          expect(e.startDate.isDate).toBe(false);
          expect(v.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Asia/Shanghai');
          expect(e.startDate.toString()).toBe(`${event.date}T${event.time}:00`);
          if (event.endTime) expect(e.endDate.toString()).toBe(`${event.date}T${event.endTime}:00`);
          // With the zone given, the start is the right instant: Beijing is UTC+8.
          const zoned = ICAL.TimezoneService.has('Asia/Shanghai') ? null : new ICAL.Timezone(zone as ICAL.Component);
          const start = e.startDate.clone();
          if (zoned) start.zone = zoned;
          expect(start.toJSDate().toISOString()).toBe(new Date(`${event.date}T${event.time}:00+08:00`).toISOString());
        } else {
          expect(e.startDate.isDate).toBe(true);
          expect(e.startDate.toString()).toBe(event.date);
        }
        if (event.location) expect(e.location).toBe(event.location);
      }
    }
  });

  it('offers each event as a file of its own, and refuses names that are no event', async () => {
    const agm = SEED.find((e) => e.kind === 'meeting') as SeedEvent;
    for (const lang of ['zh', 'en'] as const) {
      const res = await get(t.app, irEventFilePath(lang, agm.id), lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="?${agm.id}\\.ics"?$`));
      const { events } = eventsOf(res.body);
      expect(events.map(({ e }) => [e.uid, e.summary, e.location])).toEqual([
        [UID(agm.id), (agm[lang] ?? agm.zh).title, (agm[lang] ?? agm.zh).location],
      ]);
    }
    for (const bad of [
      '/ir/events/nothing-here.ics',
      '/ir/events/agm.txt',
      '/ir/events/..%2Fcalendar.ics',
      '/en/ir/events/%0d%0a.ics',
    ]) {
      const res = await get(t.app, bad, 'en');
      expect(res.statusCode, bad).toBe(404);
      expect(res.json().msg).toBe('The requested content was not found');
    }
  });

  it('an event changed in the console raises its SEQUENCE and moves its stamp; a cancelled one stays, cancelled', async () => {
    const target = SEED.find((e) => e.kind === 'meeting' && !e.cancelled) as SeedEvent;
    const recordPath = withParams(ADMIN_PATHS.contentRecord, { collection: 'irEvents', id: target.id });
    const current = (await call(t.app, 'GET', recordPath, { cookie: editor.cookie })).json().data;
    const before = eventsOf(await feed('zh')).events.find(({ e }) => e.uid === UID(target.id));
    clock.advance(60_000);
    const changed = { ...target, time: '15:00', endTime: '17:30', cancelled: true };
    const res = await call(
      t.app,
      'POST',
      withParams(ADMIN_PATHS.contentPublish, { collection: 'irEvents', id: target.id }),
      { cookie: publisher.cookie },
      { json: changed, baseVersion: current.version },
    );
    expect(res.statusCode, res.body).toBe(200);

    const after = eventsOf(await feed('zh')).events.find(({ e }) => e.uid === UID(target.id));
    expect(after?.e.sequence).toBe((before?.e.sequence ?? 0) + 1);
    expect(after?.e.startDate.toString()).toBe(`${target.date}T15:00:00`);
    expect(after?.v.getFirstPropertyValue('status')).toBe('CANCELLED');
    const stamp = (v: ICAL.Component | undefined) =>
      v ? (v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().getTime() : Number.NaN;
    expect(stamp(after?.v)).toBeGreaterThan(stamp(before?.v));
    const api = await getData<IrCalendar>(t.app, IR_CALENDAR_PATH, 'zh');
    expect(api.events.find((e) => e.id === target.id)).toMatchObject({ cancelled: true, time: '15:00' });
  });
});
