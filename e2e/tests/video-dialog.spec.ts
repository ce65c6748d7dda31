import { API_PATHS } from '@muyuan/contract/api-paths';
import type { BrandItem } from '@muyuan/contract/brand';
import type { Banner } from '@muyuan/contract/shapes';
import { expect, type Locator, test } from '@playwright/test';
import { pageCopy } from './page-copy.ts';
import { apiData, LANGS, open, visiblePage } from './support.ts';

/** The text an element's `aria-describedby` points to: what a screen reader reads as its description. */
async function describedText(element: Locator): Promise<string> {
  const id = await element.getAttribute('aria-describedby');
  expect(id, 'aria-describedby').toBeTruthy();
  return element.page().locator(`[id="${id}"]`).innerText();
}

test.describe('video dialog', () => {
  test.beforeEach(async ({ page }) => {
    // Count pause() calls: a video that never started gives no 'pause' event.
    await page.addInitScript(() => {
      const original = HTMLMediaElement.prototype.pause;
      (window as unknown as { pauses: number }).pauses = 0;
      HTMLMediaElement.prototype.pause = function pause(this: HTMLMediaElement) {
        (window as unknown as { pauses: number }).pauses += 1;
        return original.call(this);
      };
    });
  });

  test('the home banner play icon opens one mp4 with the spec attributes', async ({ page }) => {
    await open(page, 'en', '/');
    await expect(page.locator('dialog.video-dialog')).toHaveCount(0);
    await page.locator('.banner-play').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /\.mp4$/);
    for (const attr of ['autoplay', 'controls', 'disablepictureinpicture', 'disableremoteplayback']) {
      await expect(video).toHaveAttribute(attr, '');
    }
    await expect(video).toHaveAttribute('preload', 'auto');
    await expect(video).toHaveAttribute('controlslist', 'nodownload noremoteplayback noplaybackrate');
    await expect(dialog.locator('video')).toHaveCount(1);
  });

  test('focus stays inside while open; Escape pauses and closes', async ({ page }) => {
    await open(page, 'zh', '/');
    await page.locator('.banner-play').first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: '关闭视频' })).toBeFocused();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog.video-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pauses: number }).pauses)).toBeGreaterThanOrEqual(1);
  });

  test('the close button pauses and closes', async ({ page }) => {
    await open(page, 'en', '/');
    await page.locator('.banner-play').first().click();
    // The dialog is shown as a modal (its close button focused) before anyone can press close.
    await expect(page.getByRole('button', { name: 'Close video' })).toBeFocused();
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.locator('dialog.video-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pauses: number }).pauses)).toBeGreaterThanOrEqual(1);
  });
});

test.describe('text descriptions of the films', () => {
  for (const lang of LANGS) {
    test(`the banner's and the brand story's films show the description the API gives, read as the dialog's (${lang})`, async ({
      page,
      request,
    }) => {
      const banners = await apiData<Banner[]>(request, API_PATHS.getBannerList, lang);
      const stories = await apiData<BrandItem[]>(request, API_PATHS.brandBuild, lang);
      await open(page, lang, '/');

      await page.locator('.banner-play').first().click();
      const dialog = page.getByRole('dialog');
      const title = await dialog.getAttribute('aria-label');
      const played = banners.find((b) => b.title === title);
      expect(played?.videoDescription, `banner "${title}"`).toBeTruthy();
      await expect(dialog.locator('.video-dialog-description')).toContainText(played?.videoDescription ?? '');
      expect(await describedText(dialog)).toContain(played?.videoDescription ?? '');
      await page.keyboard.press('Escape');

      const story = stories.find((s) => s.videoInfo !== null);
      expect(story?.videoDescription).toBeTruthy();
      await visiblePage(page)
        .locator('.recommended .card', { hasText: story?.title ?? '' })
        .locator('.card-play')
        .click();
      await expect(dialog.locator('.video-dialog-description')).toContainText(story?.videoDescription ?? '');
      expect(await describedText(dialog)).toContain(story?.videoDescription ?? '');
    });

    test(`a visual-centre film keeps its description under the poster and while it plays (${lang})`, async ({
      page,
    }) => {
      const films = (pageCopy('opticCentre', lang).items ?? []).filter((item) => item.video);
      expect(films.length).toBeGreaterThan(0);
      const film = films[0];
      await open(page, lang, '/opticCentre');
      await visiblePage(page)
        .locator('.hscroll-item', { has: page.locator('.hscroll-play') })
        .first()
        .locator('.hscroll-preview')
        .click();
      const play = page.getByRole('button', { name: film?.title });
      await expect(play).toBeVisible();
      const figure = page.locator('.viewer-video-figure', { has: play });
      await expect(figure.locator('figcaption')).toContainText(film?.videoDescription ?? 'missing');
      await play.click();
      const video = page.locator('video.viewer-video');
      await expect(video).toHaveCount(1);
      expect(await describedText(video)).toContain(film?.videoDescription ?? 'missing');
    });
  }
});
