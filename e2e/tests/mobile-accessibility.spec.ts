import { expect, test } from '@playwright/test';
import { axeFindings } from './access-modes.ts';
import { LANGS, open } from './support.ts';

// axe is injected as a script; the site's Content-Security-Policy would refuse it.
test.use({ bypassCSP: true });

/**
 * axe on the phone's own layout (its user agent picks it): home and one page of each section (plus
 * search). Every page with the desktop user agent, wide and narrow, is in desktop-every-page.spec.ts.
 */
const PAGES = [
  '/',
  '/introduction',
  '/feedProcessing',
  '/control',
  '/financial',
  '/recruitConsulting',
  '/ecology',
  '/search',
];

test.describe('accessibility (axe)', () => {
  for (const lang of LANGS) {
    test(`no serious or critical violation on home and one page per section (${lang})`, async ({ page }) => {
      test.setTimeout(90_000);
      const findings: string[] = [];
      for (const route of PAGES) {
        await open(page, lang, route);
        await page.waitForLoadState('networkidle');
        // The header, menus and footer are the same on every page: checked whole on the home page, the rest by their main part.
        findings.push(...(await axeFindings(page, route, route === '/' ? {} : { within: 'main' })));
      }
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
