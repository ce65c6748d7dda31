import { expect, test } from '@playwright/test';
import { open } from './support.ts';

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
