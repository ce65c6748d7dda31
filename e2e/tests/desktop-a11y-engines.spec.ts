import { expect, test } from '@playwright/test';
import { engineFindings } from './a11y-engines.ts';
import { openPath, pathOf, shareOf, sitemapPaths } from './sitemap-pages.ts';
import { LANGS } from './support.ts';

// The engines are injected as scripts; the site's Content-Security-Policy would refuse them.
test.use({ bypassCSP: true });

/**
 * HTML_CodeSniffer (WCAG2AA errors) and IBM Equal Access (WCAG 2.1 violations) over every page of the
 * sitemap with the desktop user agent, once the app has taken the page over, cut into parts so that the
 * suite's workers share the sweep; and over the header with each dropdown open.
 */
const PARTS = 4;

test.describe('accessibility engines: every page (desktop)', () => {
  for (let part = 0; part < PARTS; part++) {
    test(`HTML_CodeSniffer and IBM Equal Access find nothing (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const paths = shareOf(await sitemapPaths(request), part, PARTS);
      const findings: string[] = [];
      for (const path of paths) {
        await openPath(page, path);
        findings.push(...(await engineFindings(page, path)));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});

for (const lang of LANGS) {
  test(`HTML_CodeSniffer and IBM Equal Access find nothing with each header dropdown open (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPath(page, pathOf(lang, '/culture'));
    const entries = page.locator('.top-nav-entry:has(.nav-dropdown)');
    const count = await entries.count();
    expect(count).toBeGreaterThan(0);
    const findings: string[] = [];
    for (let i = 0; i < count; i++) {
      const entry = entries.nth(i);
      await entry.hover();
      await expect(entry.locator('.nav-dropdown')).toBeVisible();
      findings.push(...(await engineFindings(page, `dropdown ${await entry.getAttribute('data-section')}`)));
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
}
