import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LANGS, open } from './support.ts';

/** Home and one page of each section (plus search). */
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
      for (const route of PAGES) {
        await open(page, lang, route);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        const bad = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(bad).toEqual([]);
      }
    });
  }
});
