import { expect, test } from '@playwright/test';
import { applyAccessSettings, axeFindings, HIGH_CONTRAST_RULES, storeSettings } from './access-modes.ts';
import { openPath, sectionsAndSampledRecords, shareOf, sitemapPaths, unlistedPaths } from './sitemap-pages.ts';

// axe is injected as a script; the site's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

/**
 * The phone's own layout (its user agent picks it) with the reading settings (issue 22), on every route:
 * every page of the sitemap, the pages it leaves out and every RECORDS_EVERY-th record page, in both
 * languages. Each page opens at 200 % text, stored as a previous visit would have stored it (the first
 * inline script applies it before the first paint), in a 390 px window: it never scrolls sideways and axe
 * finds nothing (its colour rules aside); then in high contrast, axe's colour rules (the enhanced 7:1 rule
 * included) find nothing. The desktop layout made narrow gets the same checks in desktop-every-page.spec.ts.
 */
const PARTS = 4;
/** Record pages of a kind share one template: every sixth here (every third in the desktop sweep). */
const RECORDS_EVERY = 6;
const WIDTH = 390;
const COLOUR_RULES = ['color-contrast', 'color-contrast-enhanced'];

test.describe('every page on a phone at 200 % text', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`never scrolls sideways; axe finds nothing, in high contrast either (part ${part + 1} of ${PARTS})`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: WIDTH, height: 844 });
      await storeSettings(context, { text: 200 });
      const swept = [...sectionsAndSampledRecords(await sitemapPaths(request), RECORDS_EVERY), ...unlistedPaths()];
      expect(swept.length, 'pages swept').toBeGreaterThan(90);
      const paths = shareOf(swept, part, PARTS);
      test.setTimeout(30_000 + paths.length * 5_000);
      const findings: string[] = [];
      for (const path of paths) {
        await openPath(page, path);
        await expect(page.locator('main .page:visible .data-loading')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > WIDTH) findings.push(`${path}: ${width} px wide`);
        // Colours are judged once, in high contrast below, by the enhanced rule (stricter than axe's 4.5:1);
        // the normal colours, by the desktop sweep. Larger text only lowers the ratio a text needs.
        findings.push(...(await axeFindings(page, `${path} (200 %)`, undefined, undefined, COLOUR_RULES)));
        await applyAccessSettings(page, { text: 200, contrast: true });
        findings.push(...(await axeFindings(page, `${path} (200 %, high contrast)`, HIGH_CONTRAST_RULES)));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
