import { expect, test } from '@playwright/test';
import { type AxeScope, axeFindings, HIGH_CONTRAST_RULES, preloadAxe, storeSettings } from './access-modes.ts';
import {
  onePerTemplate,
  openPath,
  sectionsAndSampledRecords,
  shareOf,
  sitemapPaths,
  unlistedPaths,
} from './sitemap-pages.ts';

// axe is injected as a script; the site's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

/**
 * The phone's own layout (its user agent picks it) with the reading settings (issue 22), on every route:
 * every page of the sitemap, the pages it leaves out and every RECORDS_EVERY-th record page, in both
 * languages. Each page opens at 200 % text in high contrast, stored as a previous visit would have stored
 * them (the first inline script applies them before the first paint), in a 390 px window. What the settings
 * change, sizes and colours, is judged on every page: it never scrolls sideways, and axe's rules whose verdict
 * follows colours or sizes find nothing (the enhanced, 7:1 contrast rule, which outdoes the 4.5:1 one; links
 * told from text; a region that the larger text makes scroll can be reached by keyboard). axe's other rules
 * judge markup, which the settings do not touch and which is the same for every page of a template (a route
 * in either language, the records of a kind): they run on one page per template
 * (`onePerTemplate`, as the engines in desktop-every-page.spec.ts), and every page's own part is judged by
 * all of axe's rules in the desktop sweep. The normal colours are judged there too; the desktop layout made
 * narrow gets the sideways and 200 % checks in desktop-every-page.spec.ts.
 */
const PARTS = 4;
/** Record pages of a kind share one template: every sixth here (every third in the desktop sweep). */
const RECORDS_EVERY = 6;
const WIDTH = 390;
/** The rules whose verdict the settings can change, on every page. */
const SETTINGS_RULES: AxeScope = { only: [...HIGH_CONTRAST_RULES, 'scrollable-region-focusable'] };
/** All of axe's rules, with the enhanced contrast rule in place of the 4.5:1 one: on one page per template. */
const ALL_RULES: AxeScope = { also: HIGH_CONTRAST_RULES, except: ['color-contrast'] };

test.describe('every page on a phone at 200 % text in high contrast', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`never scrolls sideways; axe finds nothing (part ${part + 1} of ${PARTS})`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: WIDTH, height: 844 });
      await storeSettings(context, { text: 200, contrast: true });
      await preloadAxe(context);
      const swept = [...sectionsAndSampledRecords(await sitemapPaths(request), RECORDS_EVERY), ...unlistedPaths()];
      expect(swept.length, 'pages swept').toBeGreaterThan(90);
      const allRulesSamples = onePerTemplate(swept);
      expect(allRulesSamples.size, 'templates all of axe’s rules judge').toBeGreaterThan(40);
      const paths = shareOf(swept, part, PARTS);
      test.setTimeout(30_000 + paths.length * 4_000);
      const findings: string[] = [];
      for (const path of paths) {
        await openPath(page, path);
        await expect(page.locator('main .page:visible .data-loading')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
        await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > WIDTH) findings.push(`${path}: ${width} px wide`);
        const rules = allRulesSamples.has(path) ? ALL_RULES : SETTINGS_RULES;
        findings.push(...(await axeFindings(page, `${path} (200 %, high contrast)`, rules)));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
