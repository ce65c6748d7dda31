import { ACCESS_SETTINGS_KEY } from '@muyuan/contract/access-settings';
import { expect, type Page, test } from '@playwright/test';
import { onePerTemplate, sitemapPaths } from './sitemap-pages.ts';

/**
 * Issue 43: every page paints its first screen from the rules in its own head, before the site's style
 * sheet has arrived, and the sheet changes nothing there when it comes (no flash, nothing moves).
 */
const STYLESHEET = /\/assets\/style-[^/]*\.css$/;

/** What the eye sees of an element: its place, size, type and colours. */
const LOOKS = [
  'display',
  'position',
  'float',
  'box-sizing',
  'margin-top',
  'margin-left',
  'padding-top',
  'padding-left',
  'padding-bottom',
  'border-top-width',
  'border-bottom-width',
  'font-family',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'color',
  'background-color',
  'background-image',
  'visibility',
  'opacity',
  'flex-direction',
  'grid-template-columns',
  'gap',
] as const;

/** The look of every element in the window (with its box, when the box ends inside the window). */
function firstScreenLooks(page: Page) {
  return page.evaluate((props) => {
    const looks: string[] = [];
    const all = document.querySelectorAll('body *');
    all.forEach((element, index) => {
      const box = element.getBoundingClientRect();
      if (box.top >= innerHeight || box.bottom <= 0 || element.closest('noscript, script, style')) return;
      const style = getComputedStyle(element);
      const size =
        box.bottom <= innerHeight
          ? ` ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)}`
          : ` ${Math.round(box.left)},${Math.round(box.top)}`;
      looks.push(
        `${index} ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${size} ${props.map((p) => style.getPropertyValue(p)).join('|')}`,
      );
    });
    return looks;
  }, LOOKS);
}

/** Opens `path` with the style sheet held back and the app's code refused, and gives the sheet back on `release`. */
async function openWithoutStylesheet(page: Page, path: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(STYLESHEET, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  // Fonts and the pictures in the window are what they will be (their loading is not the sheet's doing).
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inWindow = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.top < innerHeight && box.bottom > 0;
    });
    const loaded = Promise.all(inWindow.map((img) => img.decode().catch(() => {})));
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
  return async () => {
    release();
    await page.waitForLoadState('load');
    await page.unroute(STYLESHEET);
  };
}

test.describe('the first screen in one round trip', () => {
  test.beforeEach(async ({ page }) => {
    // The app would correct the header's height once it runs; what is compared here is the style sheet alone.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  });

  test('each template paints its first screen from its own head, and the style sheet changes nothing there', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const paths = [...onePerTemplate(await sitemapPaths(request))];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const giveBack = await openWithoutStylesheet(page, path);
      const sheet = page.locator('link[data-site-css]');
      await expect(sheet, path).toHaveAttribute('media', 'all');
      const before = await firstScreenLooks(page);
      const sheetLoaded = await page.evaluate(() =>
        [...document.styleSheets].some(
          (s) => (s.ownerNode as Element | null)?.hasAttribute('data-site-css') && s.cssRules.length > 0,
        ),
      );
      expect(sheetLoaded, path).toBe(false);
      await giveBack();
      expect(await firstScreenLooks(page), path).toEqual(before);
    }
  });

  test('elder mode and the reading settings apply to the first screen before the style sheet arrives', async ({
    page,
  }) => {
    await page.addInitScript(
      ([key]) => localStorage.setItem(key as string, JSON.stringify({ elder: true, text: 200, spacing: 'loose' })),
      [ACCESS_SETTINGS_KEY],
    );
    for (const path of ['/', '/en/introduction', '/securities']) {
      const giveBack = await openWithoutStylesheet(page, path);
      await expect(page.locator('html'), path).toHaveAttribute('data-elder', '');
      const before = await firstScreenLooks(page);
      await giveBack();
      expect(await firstScreenLooks(page), path).toEqual(before);
    }
  });

  test("a hash address's fragment is shown with its own first screen's rules, before the style sheet", async ({
    page,
  }) => {
    const giveBack = await openWithoutStylesheet(page, '/en/#/culture');
    await expect(page.locator('main h1')).toBeVisible();
    const before = await firstScreenLooks(page);
    expect(before.some((look) => look.includes(' h1.'))).toBe(true);
    await giveBack();
    expect(await firstScreenLooks(page)).toEqual(before);
  });
});
