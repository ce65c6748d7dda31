import { expect, type Page, test } from '@playwright/test';
import { engineFindings } from './a11y-engines.ts';
import { applyAccessSettings, axeFindings, HIGH_CONTRAST_RULES, preloadAxe } from './access-modes.ts';
import { expectFits, menuReachesSubPage, NARROW_WIDTHS } from './narrow-window.ts';
import {
  isRecordPath,
  langOfPath,
  onePerTemplate,
  openPath,
  sectionsAndSampledRecords,
  shareOf,
  sitemapPaths,
  unlistedPaths,
} from './sitemap-pages.ts';

// The engines are injected as scripts; the site's Content-Security-Policy would refuse them.
test.use({ bypassCSP: true });

/**
 * Every route: every page of the navigation in the sitemap, the pages it leaves out (search results, the
 * report lookup) and every RECORDS_EVERY-th record page (an article, a survey record: one template per
 * kind, decision 211), in both languages, with the desktop user agent, opened once and checked for all
 * that holds on every page (one load per page keeps the suite within CI's time):
 * - axe (serious and critical) finds nothing, once the app has taken the page over and its data has
 *   arrived; HTML_CodeSniffer (WCAG2AA errors) and IBM Equal Access (WCAG 2.1 violations) find nothing on
 *   one page of each template (a route in one language, a record kind), the languages taking turns: the
 *   two languages of a route, and the records of a kind, are the same markup with other words, and the
 *   engines judge markup (decision 267; every language's text is judged by axe here and on the phone);
 * - in high contrast (issue 22), axe's colour rules find nothing, the enhanced (7:1) contrast rule included:
 *   over the page's own part (main) on every page, over the whole page on one page of each template (the
 *   same pages as the engines): the header and footer around main follow only the route (its section's
 *   mark, the footer's links on one route) and the language's words, which change no colour;
 * - an English page shows no full-width punctuation （）：， in its visible text, data included, but for what it
 *   marks as Chinese;
 * - made phone-wide (390 and 320 px), the page shows the mobile header, at most 80 px tall, and does not
 *   scroll sideways; at 390 px with 200 % text it still does not (axe at 200 % text runs on the phone's
 *   own layout of every page: mobile-access-settings.spec.ts);
 * - on every MENU_EVERY-th page the mobile menu then reaches a sub-page.
 * The reading settings are switched on the loaded page as the first inline script sets them (access-modes.ts).
 * The sweep is cut into parts so the suite's workers share it. Pages opened at a narrow width from the
 * start are in desktop-narrow-window.spec.ts.
 */
const PARTS = 8;
const MENU_EVERY = 10;
/** Record pages of one kind share their template; every third is swept (all are in the Nu checker's sweep). */
const RECORDS_EVERY = 3;
const DESKTOP = { width: 1440, height: 900 };
const FULL_WIDTH = /[（）：，]/;
/** The phone width at which pages must take 200 % text without scrolling sideways (issue 22). */
const TEXT_200_WIDTH = 390;

/**
 * Each line of visible text that holds full-width punctuation, leaving out what the page marks as Chinese
 * (`lang="zh-…"`: the language switch, a Chinese document's words quoted in a search result).
 */
async function fullWidthLines(page: Page, path: string): Promise<string[]> {
  const text = await page.evaluate(() => {
    const hide = document.createElement('style');
    hide.textContent = 'body [lang^="zh"] { display: none !important; }';
    document.head.append(hide);
    const shown = document.body.innerText;
    hide.remove();
    return shown;
  });
  return text
    .split('\n')
    .filter((line) => FULL_WIDTH.test(line))
    .map((line) => `${path}: full-width punctuation in English: ${line.trim().slice(0, 160)}`);
}

test.describe('every page (desktop user agent)', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`accessibility engines, English punctuation and narrow windows (part ${part + 1} of ${PARTS})`, async ({
      page,
      context,
      request,
    }) => {
      await preloadAxe(context);
      const all = await sitemapPaths(request);
      expect(all.filter((p) => langOfPath(p) === 'en').length, 'English pages in the sitemap').toBeGreaterThan(40);
      const swept = [...sectionsAndSampledRecords(all, RECORDS_EVERY), ...unlistedPaths()];
      expect(swept.filter(isRecordPath).length, 'record pages swept').toBeGreaterThan(10);
      const templateSamples = onePerTemplate(swept);
      expect(templateSamples.size, 'templates the engines judge').toBeGreaterThan(40);
      const paths = shareOf(swept, part, PARTS);
      test.setTimeout(30_000 + paths.length * 12_000);
      const findings: string[] = [];
      for (const [n, path] of paths.entries()) {
        const lang = langOfPath(path);
        await page.setViewportSize(DESKTOP);
        await openPath(page, path);
        await expect(page.locator('main .page:visible .data-loading')).toHaveCount(0);
        const templateSample = templateSamples.has(path);
        if (templateSample) findings.push(...(await engineFindings(page, path)));
        // axe in the normal look: the page's own part (the header and footer around it follow only the route;
        // their colours are judged in high contrast below, on one page of each template).
        findings.push(...(await axeFindings(page, path, { within: 'main' })));
        // High contrast changes colours only: the rules that judge colours, over the page's own part, and
        // over the whole page on one page of each template.
        await applyAccessSettings(page, { contrast: true });
        findings.push(
          ...(await axeFindings(page, `${path} (high contrast)`, {
            only: HIGH_CONTRAST_RULES,
            ...(templateSample ? {} : { within: 'main' }),
          })),
        );
        await applyAccessSettings(page, {});
        if (lang === 'en') findings.push(...(await fullWidthLines(page, path)));
        for (const width of NARROW_WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          await expectFits(page, width, path);
          if (width !== TEXT_200_WIDTH) continue;
          // 200 % text on a phone-wide window: no sideways scrolling, checked while the window is that wide.
          // (axe at 200 % runs on the phone's own layout of every page, in mobile-access-settings.spec.ts.)
          await applyAccessSettings(page, { text: 200 });
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > TEXT_200_WIDTH)
            findings.push(`${path} (200 %, ${TEXT_200_WIDTH} px): ${scrollWidth} px wide`);
          await applyAccessSettings(page, {});
        }
        if (n % MENU_EVERY === 0) await menuReachesSubPage(page, lang, part + n);
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
