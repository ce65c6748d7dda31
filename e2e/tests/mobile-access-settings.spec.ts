import { expect, test } from '@playwright/test';
import { applyAccessSettings, axeFindings, HIGH_CONTRAST_RULES, storeSettings } from './access-modes.ts';
import { openPath, pathOf, sitemapPaths } from './sitemap-pages.ts';
import { LANGS } from './support.ts';

// axe is injected as a script; the site's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

/**
 * The phone's own layout (its user agent picks it) with the reading settings (issue 22). Every page at
 * 200 % text in a 390 px window and in high contrast is checked by the desktop sweep
 * (desktop-every-page.spec.ts), with a desktop browser made narrow; this is a sample of each kind of
 * layout on the phone itself.
 */
const WIDTH = 390;

test('at 200 % text a 390 px phone never scrolls sideways; axe finds nothing, in high contrast either', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: WIDTH, height: 844 });
  // Stored as a previous visit would have: the first inline script applies it before the first paint.
  await storeSettings(context, { text: 200 });
  const paths = await sitemapPaths(request);
  // One of each kind of layout: home, a section page, a page with tabs, a list with filters, an
  // article, the integrity form, a page of tables, search results; in both languages.
  const sample = [
    '/',
    '/feedProcessing',
    '/companyDynamic',
    '/announcement',
    paths.find((p) => p.startsWith('/detail/')),
    '/honest/report',
    '/securities',
    '/contactUs',
    '/search?keyword=%E7%89%A7%E5%8E%9F',
  ].filter((p): p is string => p !== undefined);
  const findings: string[] = [];
  for (const route of sample) {
    for (const lang of LANGS) {
      const path = pathOf(lang, route);
      await openPath(page, path);
      await expect(page.locator('main .page:visible .data-loading')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > WIDTH) findings.push(`${path}: ${width} px wide`);
      findings.push(...(await axeFindings(page, `${path} (200 %)`)));
      await applyAccessSettings(page, { text: 200, contrast: true });
      findings.push(...(await axeFindings(page, `${path} (200 %, high contrast)`, HIGH_CONTRAST_RULES)));
    }
  }
  expect(findings, findings.join('\n')).toEqual([]);
});
