import { APP_READY_ATTRIBUTE, APP_START_LATEST_MS, PAGE_FRAGMENT_PATH } from '@muyuan/contract/prerender';
import { expect, type Page, test } from '@playwright/test';
import { LANGS, visiblePage, watchForErrors } from './support.ts';

/**
 * The app's code starts after the first screen has painted (index.html's app loader,
 * contract/src/prerender.ts): the HTML shows the page already, so the scripts wait for the images in
 * view, and start at once when the visitor touches the page first, or after APP_START_LATEST_MS.
 */

/**
 * The first contentful paint, when the largest element was ready (an image's load, a text's paint),
 * and the start of the first script request, from the page's own performance records.
 */
async function startOrder(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ fcp: number; largestReady: number; firstScript: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const largest = list.getEntries().at(-1) as (PerformanceEntry & { loadTime: number }) | undefined;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime);
          resolve({
            fcp,
            largestReady: largest ? largest.loadTime || largest.startTime : Number.NaN,
            firstScript: Math.min(...scripts),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

/** Holds every banner image's request until the returned function is called. */
async function holdImages(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/media\/banners\//, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return () => release();
}

for (const lang of LANGS) {
  const root = lang === 'en' ? '/en/' : '/';
  for (const address of [`${lang === 'en' ? '/en' : ''}/feedProcessing`, `${root}#/culture`, root]) {
    test(`${address}: the app's scripts are requested after the page has painted, and the app then runs`, async ({
      page,
    }) => {
      const errors = watchForErrors(page);
      await page.goto(address);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      const { fcp, largestReady, firstScript } = await startOrder(page);
      expect(fcp).toBeGreaterThan(0);
      // Nothing of the app is asked for before the first paint, nor before the largest element (the
      // banner, mostly) has loaded: the scripts never compete with it.
      expect(firstScript).toBeGreaterThanOrEqual(fcp);
      expect(firstScript).toBeGreaterThanOrEqual(largestReady);
      await expect(visiblePage(page).locator('h1, .banner-image').first()).toBeVisible();
      errors.expectNone();
    });
  }
}

test('a touch or click before the images have loaded starts the app at once', async ({ page }) => {
  const release = await holdImages(page);
  await page.goto('/feedProcessing', { waitUntil: 'domcontentloaded' });
  await expect(visiblePage(page).locator('h1')).toBeVisible();
  const clicked = Date.now();
  // A press on the page's heading: no link, nothing it would open.
  await visiblePage(page).locator('h1').dispatchEvent('pointerdown');
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '', { timeout: APP_START_LATEST_MS });
  expect(Date.now() - clicked).toBeLessThan(APP_START_LATEST_MS);
  // The banner is still on its way: the press, not the load, started the app.
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test(`with an image in view still loading, the app starts after ${APP_START_LATEST_MS} ms`, async ({ page }) => {
  const release = await holdImages(page);
  await page.goto('/feedProcessing', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '', { timeout: APP_START_LATEST_MS + 7000 });
  const entryStart = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
        ?.startTime ?? Number.NaN,
  );
  expect(entryStart).toBeGreaterThanOrEqual(APP_START_LATEST_MS);
  expect(entryStart).toBeLessThan(APP_START_LATEST_MS + 2000);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  release();
});

test('a hash address without a page fragment (a Chinese-only page in English) reads the 404: the network goes idle', async ({
  page,
}) => {
  const fragment = (url: string) => url.includes(`${PAGE_FRAGMENT_PATH}/en/announcement`);
  const finished = page.waitForEvent('requestfinished', { predicate: (r) => fragment(r.url()), timeout: 10_000 });
  const failed: string[] = [];
  page.on('requestfailed', (r) => fragment(r.url()) && failed.push(r.failure()?.errorText ?? 'failed'));
  // Playwright's network-idle wait (Lighthouse's too) never ended here while the answer's body lay unread.
  await page.goto('/en/#/announcement', { waitUntil: 'networkidle', timeout: 15_000 });
  const request = await finished;
  expect((await request.response())?.status()).toBe(404);
  expect(failed).toEqual([]);
  // The app then shows the page English has instead (the first entry of the section).
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
});

/**
 * The first Intl object a page makes loads the engine's locale data in one long task (issue 43): the public
 * site writes numbers, plurals and dates without Intl (web/src/i18n/format-number.ts), and this keeps it so.
 */
test('the pages make no Intl object and call no locale-aware method while they load and start', async ({ page }) => {
  await page.addInitScript(() => {
    const used: string[] = [];
    (window as unknown as { __intlUsed: string[] }).__intlUsed = used;
    for (const name of ['NumberFormat', 'PluralRules', 'DateTimeFormat', 'RelativeTimeFormat', 'Collator'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      // biome-ignore lint/suspicious/noExplicitAny: replacing a built-in constructor to see who calls it
      (Intl as any)[name] = new Proxy(Original, {
        construct(target, args) {
          used.push(`Intl.${name} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
          return Reflect.construct(target, args);
        },
      });
    }
    const watch = (owner: object, method: string) => {
      const original = (owner as Record<string, (...args: unknown[]) => unknown>)[method];
      if (!original) return;
      (owner as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
        used.push(`${method} ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
        return original.apply(this, args);
      };
    };
    watch(Number.prototype, 'toLocaleString');
    watch(Date.prototype, 'toLocaleString');
    watch(Date.prototype, 'toLocaleDateString');
    watch(Date.prototype, 'toLocaleTimeString');
    watch(String.prototype, 'localeCompare');
  });
  for (const address of ['/', '/#/announcement', '/securities', '/en/#/securities', '/en/financial']) {
    await page.goto(address);
    await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
    await expect(visiblePage(page).locator('h1, .banner-image').first()).toBeVisible();
    // Whatever the page renders once its data has arrived.
    await page.waitForLoadState('networkidle');
    const used = await page.evaluate(() => (window as unknown as { __intlUsed: string[] }).__intlUsed);
    // The price chart's library (uPlot) makes its formatters when its own chunk loads, after the start.
    expect(
      used.filter((call) => !/\/assets\/price-chart-[^/]+\.js/.test(call)),
      address,
    ).toEqual([]);
  }
});
