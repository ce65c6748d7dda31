import { API_PATHS } from '@muyuan/contract/api-paths';
import type { IrCalendar } from '@muyuan/contract/ir-calendar';
import type { PageCopy } from '@muyuan/contract/page-copy';
import { expect, test } from '@playwright/test';
import { formatMessage } from '../../web/src/i18n/format-message.ts';
import { apiData, horizontalOverflow, LANGS, open, watchForErrors } from './support.ts';

/**
 * The investor calendar on /securities (issue 41, point 6) against the API: the coming events the API lists
 * from today (Beijing) on, in its order, each with its own iCalendar file whose event is the one shown; the
 * feed of the page's language linked; a cancelled event marked and offered no file.
 */
const beijingToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());

test.describe('the investor calendar on /securities', () => {
  for (const lang of LANGS) {
    test(`shows the coming events the API lists, each with a calendar file of its own (${lang})`, async ({
      page,
      request,
    }, info) => {
      const errors = watchForErrors(page);
      const calendar = await apiData<IrCalendar>(request, API_PATHS.irCalendar, lang);
      const copy = await apiData<PageCopy>(request, API_PATHS.pageCopy, lang, { id: 'securities' });
      const label = (key: string, vars = {}) => formatMessage(lang, copy.labels?.[key] ?? key, vars);
      const upcoming = calendar.events.filter((e) => e.date >= beijingToday()).slice(0, 6);
      expect(upcoming.length, 'the seed has events to come').toBeGreaterThan(0);

      await open(page, lang, '/securities');
      const items = page.locator('.ir-events > li');
      await items.first().scrollIntoViewIfNeeded();
      await expect(items).toHaveCount(upcoming.length);
      for (const [i, event] of upcoming.entries()) {
        const item = items.nth(i);
        await expect(item).toHaveAttribute('data-testid', `ir-event-${event.id}`);
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(event.title);
        await expect(item.locator('time')).toHaveAttribute('datetime', event.date);
        await expect(item.locator('.ir-event-kind')).toHaveText(label(`calendarKind_${event.kind}`));
        if (event.location) await expect(item.locator('.ir-event-place')).toContainText(event.location);
        const add = item.getByRole('link', { name: label('calendarAddTo', { title: event.title }) });
        if (event.cancelled) {
          await expect(item.locator('.ir-event-cancelled')).toHaveText(label('calendarCancelled'));
          await expect(add).toHaveCount(0);
          continue;
        }
        await expect(add).toHaveAttribute('href', event.file);
        // The file is the event shown: its one VEVENT names it by its id and title.
        const file = await request.get(event.file);
        expect(file.status()).toBe(200);
        expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
        const text = (await file.text()).replace(/\r\n /g, '');
        expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
        expect(text).toContain(`UID:${event.id}@`);
        expect(text).toContain(`SUMMARY:${event.title.replace(/([,;])/g, '\\$1')}`);
      }
      const feed = page.getByRole('link', { name: label('calendarSubscribe') });
      await expect(feed).toHaveAttribute('href', calendar.feed);
      const feedText = await (await request.get(calendar.feed)).text();
      expect(feedText.match(/BEGIN:VEVENT/g)).toHaveLength(calendar.events.length);

      expect(await horizontalOverflow(page)).toBe(0);
      await page
        .locator('.ir-calendar')
        .screenshot({ path: info.outputPath(`calendar-${lang}-${info.project.name}.png`) });
      errors.expectNone();
    });
  }
});
