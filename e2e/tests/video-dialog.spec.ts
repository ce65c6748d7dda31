import { expect, test } from '@playwright/test';
import { open } from './support.ts';

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
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.locator('dialog.video-dialog')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { pauses: number }).pauses)).toBeGreaterThanOrEqual(1);
  });
});
