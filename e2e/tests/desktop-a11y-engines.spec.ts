import { expect, test } from '@playwright/test';
import { engineFindings } from './a11y-engines.ts';
import { openPath, pathOf } from './sitemap-pages.ts';
import { LANGS } from './support.ts';

// The engines are injected as scripts; the site's Content-Security-Policy would refuse them.
test.use({ bypassCSP: true });

/**
 * HTML_CodeSniffer and IBM Equal Access over the header with each dropdown open. Every page is swept by
 * desktop-every-page.spec.ts.
 */
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
