import { CAROUSEL_INTERVAL_MS, PLACEHOLDER_BANNER_HEIGHT_PX } from '@muyuan/contract/constants';
import type { Banner } from '@muyuan/contract/shapes';
import { expect, type Page, test } from '@playwright/test';
import { attributeTimes, open, visiblePage, watchAttribute } from './support.ts';

const PICTURE = '/media/banners/culture-1-people.svg';
const banner = (n: number, extra: Partial<Banner> = {}): Banner => ({
  id: `b${n}`,
  picInfo: PICTURE,
  title: `Banner ${n}`,
  subtitle: `Subtitle ${n}`,
  linkUrl: null,
  videoInfo: null,
  videoDescription: null,
  ...extra,
});

/** Answers the page-banner call for `module` with `banners`, and records the modules asked for. */
async function serveBanners(page: Page, banners: Banner[]) {
  const modules: (string | null)[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/common/banners'),
    (route) => {
      modules.push(new URL(route.request().url()).searchParams.get('module'));
      return route.fulfill({ json: { code: 200, msg: 'ok', data: banners } });
    },
  );
  return modules;
}

test.describe('page banner', () => {
  test('asks common/banners for the navigation id of the route', async ({ page }) => {
    const modules = await serveBanners(page, [banner(1)]);
    await open(page, 'en', '/culture');
    await expect(visiblePage(page).locator('.banner-title')).toHaveText('Banner 1');
    expect(modules).toEqual(['culture']);
  });

  test('several banners autoplay every 5000 ms at 4:1 with title and subtitle', async ({ page }) => {
    await serveBanners(page, [banner(1), banner(2), banner(3)]);
    await open(page, 'en', '/culture');
    const dots = visiblePage(page).locator('.banner-dot');
    await expect(dots).toHaveCount(3);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    const slide = await visiblePage(page).locator('.banner-slide').first().boundingBox();
    expect((slide?.width ?? 0) / (slide?.height ?? 1)).toBeCloseTo(4, 1);
    await expect(visiblePage(page).locator('.banner-subtitle').first()).toBeAttached();
    // Two advances in a row, timed inside the page: the interval between them is the carousel's.
    await watchAttribute(page, '.banner-dot', 'aria-current', 'true');
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true', { timeout: 2 * CAROUSEL_INTERVAL_MS + 2000 });
    const [toSecond, toThird] = await attributeTimes(page);
    const interval = (toThird ?? 0) - (toSecond ?? 0);
    expect(interval).toBeGreaterThanOrEqual(CAROUSEL_INTERVAL_MS - 300);
    expect(interval).toBeLessThanOrEqual(CAROUSEL_INTERVAL_MS + 300);
  });

  test('a single banner stands still', async ({ page }) => {
    await serveBanners(page, [banner(1)]);
    await open(page, 'zh', '/culture');
    await expect(visiblePage(page).locator('.banner-slide')).toHaveCount(1);
    await expect(visiblePage(page).locator('.banner-carousel, .banner-dot')).toHaveCount(0);
  });

  test('no banner gives a 360 px placeholder', async ({ page }) => {
    await serveBanners(page, []);
    await open(page, 'zh', '/culture');
    const box = await visiblePage(page).locator('.banner-placeholder').boundingBox();
    expect(box?.height).toBe(PLACEHOLDER_BANNER_HEIGHT_PX);
  });

  test('a banner with linkUrl opens it in a new tab', async ({ page }) => {
    await serveBanners(page, [banner(1, { linkUrl: 'https://example.com/campaign' })]);
    await open(page, 'zh', '/culture');
    const link = visiblePage(page).locator('a.banner-link');
    await expect(link).toHaveAttribute('href', 'https://example.com/campaign');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the play icon appears only for a valid video address', async ({ page }) => {
    await serveBanners(page, [
      banner(1, { videoInfo: 'javascript:alert(1)' }),
      banner(2, { videoInfo: '/media/videos/brand-film.mp4' }),
    ]);
    await open(page, 'en', '/culture');
    const plays = visiblePage(page).locator('.banner-play');
    await expect(plays).toHaveCount(1);
    await expect(plays.first()).toHaveAccessibleName(/Banner 2/);
  });
});
