import { expect, test } from '@playwright/test';
import { axeFindings, HIGH_CONTRAST_RULES, storeSettings } from './access-modes.ts';
import { openPath, sectionsAndSampledRecords, shareOf, sitemapPaths, unlistedPaths } from './sitemap-pages.ts';

// axe is injected as a script; the site's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

/**
 * The phone's own layout (its user agent picks it) with the reading settings (issue 22), on every route:
 * every page of the sitemap, the pages it leaves out and every RECORDS_EVERY-th record page, in both
 * languages. Each page opens at 200 % text in high contrast, stored as a previous visit would have stored
 * them (the first inline script applies them before the first paint), in a 390 px window: it never scrolls
 * sideways and axe finds nothing, in one run of all its rules with the enhanced (7:1) contrast rule in place
 * of the 4.5:1 one it outdoes. High contrast changes colours, outlines and underlines only, so every other
 * rule judges the page as it would in the normal look; the normal colours are judged by the desktop sweep.
 * The desktop layout made narrow gets the same checks in desktop-every-page.spec.ts.
 */
const PARTS = 4;
/** Record pages of a kind share one template: every sixth here (every third in the desktop sweep). */
const RECORDS_EVERY = 6;
const WIDTH = 390;

test.describe('every page on a phone at 200 % text in high contrast', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`never scrolls sideways; axe finds nothing (part ${part + 1} of ${PARTS})`, async ({
      page,
      context,
      request,
    }) => {
      await page.setViewportSize({ width: WIDTH, height: 844 });
      await storeSettings(context, { text: 200, contrast: true });
      const swept = [...sectionsAndSampledRecords(await sitemapPaths(request), RECORDS_EVERY), ...unlistedPaths()];
      expect(swept.length, 'pages swept').toBeGreaterThan(90);
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
        findings.push(
          ...(await axeFindings(page, `${path} (200 %, high contrast)`, {
            also: HIGH_CONTRAST_RULES,
            except: ['color-contrast'],
          })),
        );
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
