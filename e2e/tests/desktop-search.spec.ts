import { expect, test } from '@playwright/test';
import { open, visiblePage } from './support.ts';

// Desktop only (the mobile project leaves out desktop-*.spec.ts): the header's search box is a desktop part.
test.describe('search from the header', () => {
  test("the header's box and the page's box show the same search, and a hit opens its detail (zh)", async ({
    page,
  }) => {
    await open(page, 'zh', '/culture');
    const headerBox = page.locator('header').getByRole('searchbox');
    await headerBox.fill('饲料');
    await headerBox.press('Enter');
    const pageBox = visiblePage(page).getByRole('searchbox');
    await expect(pageBox).toHaveValue('饲料');
    await pageBox.fill('牧原');
    await visiblePage(page).getByRole('button', { name: '搜索' }).click();
    await expect(page).toHaveURL(/keyword=%E7%89%A7%E5%8E%9F/);
    await expect(headerBox).toHaveValue('牧原');
    const newsHit = visiblePage(page).locator('.search-hit', { has: page.locator('.search-kind[data-kind="news"]') });
    const title = (await newsHit.first().locator('.search-hit-title').textContent()) ?? '';
    await newsHit.first().locator('.search-hit-title a').click();
    await expect(visiblePage(page).locator('h1')).toHaveText(title);
  });
});
