import { API_PATHS } from '@muyuan/contract/api-paths';
import { expect, test } from '@playwright/test';
import { settledText } from './history-walk.ts';
import { apiData, open, visiblePage, watchForErrors } from './support.ts';

/**
 * Issue 25, point 2, on both user agents: a list's page and filter links open in a new tab as they
 * are, and a list at a path address pages in path addresses that Back walks back through. Back and
 * Forward through every list: desktop-history.spec.ts and mobile-history.spec.ts.
 */

test('a page and filter link opened in a new tab lands on the same page and filters', async ({
  page,
  context,
  request,
}) => {
  const facets = await apiData<{ types: { code: string; count: number }[] }>(request, API_PATHS.noticeFacets, 'zh');
  const kind = facets.types.find((t) => t.count > 10)?.code;
  if (!kind) throw new Error('no kind of announcement fills two pages');
  await open(page, 'zh', '/announcement');
  const view = visiblePage(page);
  await view.locator(`.notice-chip[data-value="${kind}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#/announcement\\?type=${kind}$`));
  const link = view.locator('.pager a[rel="next"]');
  const href = (await link.getAttribute('href')) ?? '';
  const other = await context.newPage();
  await other.goto(new URL(href, page.url()).href);
  await expect(other.locator('html')).toHaveAttribute('data-app-ready', '');
  const pageNumber = /[?&]page=(\d+)/.exec(href)?.[1] ?? 'no page in the link';
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  // The address changes before the list's next page arrives: wait for the pager to show it.
  await expect(view.locator('.pager [aria-current="page"]')).toHaveText(pageNumber);
  await expect.poll(() => visiblePage(other).innerText()).toBe(await settledText(page));
});

test('at a path address the list pages in path addresses, and Back walks back through them', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/announcement');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  const first = await settledText(page);
  const next = visiblePage(page).locator('.pager a[rel="next"]');
  await expect(next).toHaveAttribute('href', '/announcement?page=2');
  await next.click();
  await expect(page).toHaveURL(/:\d+\/announcement\?page=2$/);
  await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
  await visiblePage(page).locator('.pager a[rel="next"]').click();
  await expect(page).toHaveURL(/:\d+\/announcement\?page=3$/);
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/announcement\?page=2$/);
  await expect(visiblePage(page).locator('.pager-page[aria-current="page"]')).toHaveText('2');
  await page.goBack();
  await expect(page).toHaveURL(/:\d+\/announcement$/);
  await expect.poll(() => visiblePage(page).innerText()).toBe(first);
  errors.expectNone();
});
