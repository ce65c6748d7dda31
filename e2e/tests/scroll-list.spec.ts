import {
  CAROUSEL_INTERVAL_MS,
  DEFAULT_ITEM_IMAGE,
  DEFAULT_ITEM_WIDTH_PX,
  DEFAULT_SCROLL_STEP_PX,
  SCROLL_END_TOLERANCE_PX,
} from '@muyuan/contract/constants';
import { expect, test } from '@playwright/test';
import { open, visiblePage } from './support.ts';

test.describe('horizontal scroll list, image viewer and slide show (visual centre)', () => {
  test('arrows hide at either end (5 px tolerance) and a click scrolls one step', async ({ page }) => {
    await open(page, 'en', '/opticCentre');
    const list = visiblePage(page).locator('.hscroll');
    const track = list.locator('.hscroll-track');
    const left = list.locator('.hscroll-left');
    const right = list.locator('.hscroll-right');
    await expect(left).toBeHidden();
    await expect(right).toBeVisible();
    await right.click();
    await expect(left).toBeVisible();
    const max = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
    // One step, in increments: the animation ends at the step (or at the end of the list).
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBe(Math.min(DEFAULT_SCROLL_STEP_PX, max));
    await track.evaluate((el, x) => el.scrollTo({ left: x, behavior: 'instant' }), max - SCROLL_END_TOLERANCE_PX + 1);
    await expect(right).toBeHidden();
    await track.evaluate((el, x) => el.scrollTo({ left: x, behavior: 'instant' }), max - 20);
    await expect(right).toBeVisible();
  });

  test('items use the default picture size and item width', async ({ page }) => {
    await open(page, 'zh', '/opticCentre');
    const item = visiblePage(page).locator('.hscroll-item').first();
    expect((await item.boundingBox())?.width).toBe(DEFAULT_ITEM_WIDTH_PX);
    const img = await item.locator('img').boundingBox();
    expect([img?.width, img?.height]).toEqual([DEFAULT_ITEM_IMAGE.width, DEFAULT_ITEM_IMAGE.height]);
  });

  test('a picture opens the image viewer; a video shows a play overlay that plays it', async ({ page }) => {
    await open(page, 'en', '/opticCentre');
    const video = visiblePage(page)
      .locator('.hscroll-item', { has: page.locator('.hscroll-play') })
      .first();
    const title = (await video.locator('.hscroll-text').textContent()) ?? '';
    await video.getByRole('button').click();
    const viewer = page.locator('.yarl__root');
    await expect(viewer).toBeVisible();
    const play = viewer.getByRole('button', { name: `Play video: ${title}`, exact: true });
    await expect(play).toBeVisible();
    await play.click();
    await expect(viewer.locator('video.viewer-video')).toBeVisible();
    // Escape closes the viewer while the video plays.
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    // And the close button closes it on a picture.
    await visiblePage(page).locator('.hscroll-item').first().getByRole('button').click();
    await expect(viewer).toBeVisible();
    await viewer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(viewer).toHaveCount(0);
  });

  test('the slide show advances by itself to the next picture', async ({ page }) => {
    await open(page, 'en', '/opticCentre');
    await visiblePage(page).getByRole('button', { name: 'Play slide show' }).click();
    const viewer = page.locator('.yarl__root');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Pause' })).toBeVisible();
    const current = viewer.locator('.yarl__slide_current img').first();
    const first = await current.getAttribute('src');
    expect(first).toBeTruthy();
    await expect(current).not.toHaveAttribute('src', first ?? '', { timeout: CAROUSEL_INTERVAL_MS + 2000 });
  });
});
