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
        // The header, menus and footer are the same on every page: checked whole on the home page, the rest by their main part.
        const axe = new AxeBuilder({ page });
        const { violations } = await (route === '/' ? axe : axe.include('main')).analyze();
        const bad = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
        expect(bad).toEqual([]);
      }
    });
  }
});

test.describe('skip link', () => {
  test('the first Tab reaches "skip to content", which focuses the page without leaving it', async ({ page }) => {
    await open(page, 'zh', '/culture');
    const heading = await page.locator('main .page:visible h1').innerText();
    await page.keyboard.press('Tab');
    const skip = page.locator('a.skip-link');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page).toHaveURL(/#\/culture$/);
    await expect(page.locator('main .page:visible h1')).toHaveText(heading);
  });
});
