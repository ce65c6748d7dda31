import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { expect, type Page, test } from '@playwright/test';

/**
 * Full-width punctuation belongs to Chinese text: an English page writes ( ) : , instead. The check
 * reads what a visitor sees (innerText) on every English page the sitemap lists, data included.
 */
const FULL_WIDTH = /[（）：，]/;
/** The English pages are split into this many tests, so a run with a few workers shares them out. */
const SHARES = 3;

async function englishPages(page: Page): Promise<string[]> {
  const res = await page.request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  return locs.filter((path) => path === '/en/' || path.startsWith('/en/'));
}

/** Each line of visible text that holds full-width punctuation, with the characters marked. */
async function fullWidthLines(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .page:visible .data-loading')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .filter((line) => FULL_WIDTH.test(line))
    .map((line) => `${path}: ${line.trim().slice(0, 160)}`);
}

test.describe('English pages', () => {
  for (let share = 0; share < SHARES; share++) {
    test(`show no full-width punctuation （）：， in their visible text (part ${share + 1} of ${SHARES})`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const paths = await englishPages(page);
      expect(paths.length).toBeGreaterThan(40);
      const found: string[] = [];
      for (const path of paths.filter((_, i) => i % SHARES === share))
        found.push(...(await fullWidthLines(page, path)));
      expect(found).toEqual([]);
    });
  }
});
