import { DEFAULT_SCROLL_STEP_PX, DRAG_THRESHOLD_PX, SCROLL_THROTTLE_MS } from '@muyuan/contract/constants';
import { expect, test } from '@playwright/test';
import { open, visiblePage } from './support.ts';

test.describe('horizontal scroll list with a mouse', () => {
  test('dragging moves the list; past 200 px it continues one step that way', async ({ page }) => {
    await open(page, 'en', '/opticCentre');
    const track = visiblePage(page).locator('.hscroll-track');
    await track.scrollIntoViewIfNeeded();
    const box = await track.boundingBox();
    if (!box) throw new Error('no track');
    const y = box.y + box.height / 2;
    // A short drag moves the list with the pointer only.
    await page.mouse.move(box.x + 600, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 500, y, { steps: 5 });
    await page.mouse.up();
    expect(await track.evaluate((el) => el.scrollLeft)).toBeCloseTo(100, -1);
    // A long drag continues by a step.
    await page.mouse.move(box.x + 900, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 900 - DRAG_THRESHOLD_PX - 10, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100 + DRAG_THRESHOLD_PX + 200);
  });

  test('wheel turns are throttled to one step per second', async ({ page }) => {
    await open(page, 'en', '/opticCentre');
    const track = visiblePage(page).locator('.hscroll-track');
    await track.scrollIntoViewIfNeeded();
    const max = await track.evaluate((el) => el.scrollWidth - el.clientWidth);
    await track.hover();
    await page.mouse.wheel(0, 100);
    await page.mouse.wheel(0, 100);
    await page.mouse.wheel(0, 100);
    // Well inside the throttle window, after the first step's animation has finished.
    await page.waitForTimeout(SCROLL_THROTTLE_MS * 0.9);
    expect(await track.evaluate((el) => el.scrollLeft)).toBeCloseTo(Math.min(DEFAULT_SCROLL_STEP_PX, max), -1);
  });
});
