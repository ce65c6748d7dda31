import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a visitor without a mouse would, and fails if focus
 * lands on anything not shown on the way (a hidden or zero-sized control, or one fully transparent).
 */
export async function focusByTab(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
    const shown = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { ok: true, what: 'body' };
      const box = el.getBoundingClientRect();
      const ok =
        el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.width > 0 && box.height > 0;
      return { ok, what: `${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30) ?? ''}` };
    });
    expect(shown.ok, `focus on a hidden control: ${shown.what}`).toBe(true);
  }
  throw new Error(`Tab did not reach ${target} in ${maxPresses} presses`);
}

/**
 * What is wrong with the focus indicator of the focused element, or null when one shows: an outline at
 * least 2 px wide, a box shadow, or (a card whose title is its link) the outline of the card around it.
 */
export function missingFocusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'nothing has the focus';
    const ring = (e: Element) => {
      const s = getComputedStyle(e);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) >= 2) || s.boxShadow !== 'none';
    };
    const card = el.closest('.card');
    if (ring(el) || (card && ring(card))) return null;
    return `no focus indicator on ${el.tagName.toLowerCase()}.${el.className} ${el.textContent?.slice(0, 30) ?? ''}`;
  });
}
