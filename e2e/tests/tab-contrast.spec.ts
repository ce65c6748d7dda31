import { expect, type Locator, type Page, test } from '@playwright/test';
import { textContrast } from './contrast.ts';
import { LANGS, open, visiblePage } from './support.ts';

const MINIMUM = 4.5;
const isSelected = async (tab: Locator) =>
  (await tab.getAttribute('aria-selected')) === 'true' || (await tab.getAttribute('aria-current')) === 'page';

/** The contrast once the tab's colour transitions (0.2 s) have ended: a state, not the fade between two. */
async function settledContrast(tab: Locator): Promise<string> {
  await tab.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
  return (await textContrast(tab)).toFixed(2);
}

/** Every tab of the row in every state it can be in: at rest, under the pointer, focused by keyboard. */
async function contrastOfEveryState(page: Page, tabs: Locator): Promise<string[]> {
  const found: string[] = [];
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    const tab = tabs.nth(i);
    const name = `${(await tab.innerText()).trim()}${(await isSelected(tab)) ? ' (selected)' : ''}`;
    await page.mouse.move(0, 0);
    await tab.evaluate((el) => (el as HTMLElement).blur());
    found.push(`${name} at rest: ${await settledContrast(tab)}`);
    await tab.hover();
    found.push(`${name} hovered: ${await settledContrast(tab)}`);
    await page.mouse.move(0, 0);
    // A key press first, so the focus counts as keyboard focus (:focus-visible).
    await page.keyboard.press('Shift');
    await tab.focus();
    found.push(`${name} focused: ${await settledContrast(tab)}`);
  }
  return found;
}

const tooLow = (states: string[]) => states.filter((s) => Number(s.split(': ')[1]) < MINIMUM);

test.describe('tab contrast', () => {
  for (const lang of LANGS) {
    test(`the home news centre's tabs read at 4.5:1 or more in every state, either tab selected (${lang})`, async ({
      page,
    }) => {
      await open(page, lang, '/');
      const tabs = visiblePage(page).getByRole('tablist').getByRole('tab');
      const states = await contrastOfEveryState(page, tabs);
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      states.push(...(await contrastOfEveryState(page, tabs)));
      expect(states.filter((s) => s.includes('(selected)'))).toHaveLength(6);
      expect(tooLow(states), states.join('\n')).toEqual([]);
    });

    test(`the link tabs of the news centre page read at 4.5:1 or more in every state (${lang})`, async ({ page }) => {
      await open(page, lang, '/enterpriseDynamics');
      const tabs = visiblePage(page).locator('.tabs .tab');
      const states = await contrastOfEveryState(page, tabs);
      expect(states.some((s) => s.includes('(selected)'))).toBe(true);
      expect(tooLow(states), states.join('\n')).toEqual([]);
    });
  }
});
