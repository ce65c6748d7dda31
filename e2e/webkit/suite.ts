import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { API_PATHS } from '@muyuan/contract/api-paths';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { type Browser, chromium } from '@playwright/test';
import { By, until, type WebDriver } from 'selenium-webdriver';
import { CHROMIUM_ARGS, requireChromium } from '../chromium.ts';
import { startSite } from './site.ts';
import { missingWebKit, openSession, startDriver, startXvfb } from './webkit.ts';

/**
 * The browser suite's WebKit run (the engine of Safari): the home page and the integrity report form,
 * the pages where engines were seen to differ. Everything else is covered in Chromium by Playwright.
 * Run with `npm run test:webkit -w e2e` after a build; `npm run test:e2e` runs it after Playwright.
 */
const missing = missingWebKit();
if (missing) {
  // A developer without the packages is told and the run ends; CI must never pass without it.
  console.error(process.env.CI === 'true' ? missing : `${missing}. The WebKit run is SKIPPED.`);
  process.exit(process.env.CI === 'true' ? 1 : 0);
}

const WINDOW = { width: 1440, height: 900 };
let site: { url: string; stop: () => void };
const stops: (() => void)[] = [];
let driver: WebDriver;
/** Chromium, the engine the design was made in, started once when first needed. */
let reference: Browser | undefined;

before(
  async () => {
    // The site starts (seeding a fresh database) while the browser does.
    const [started, xvfb] = await Promise.allSettled([startSite(), startXvfb()]);
    for (const result of [started, xvfb]) if (result.status === 'fulfilled') stops.push(result.value.stop);
    if (started.status === 'rejected') throw started.reason;
    if (xvfb.status === 'rejected') throw xvfb.reason;
    site = started.value;
    const webDriver = await startDriver(xvfb.value.display);
    stops.unshift(webDriver.stop);
    driver = await openSession(webDriver.url, WINDOW);
  },
  { timeout: 120_000 },
);

after(async () => {
  await driver?.quit().catch(() => undefined);
  await reference?.close();
  for (const stop of stops) stop();
});

/** Opens an address of the site and waits until the app runs on it. */
async function open(path: string) {
  await driver.get(`${site.url}${path}`);
  await driver.wait(
    async () =>
      (await driver.executeScript(`return document.documentElement.hasAttribute('${APP_READY_ATTRIBUTE}')`)) === true,
    15_000,
    `the app did not start on ${path}`,
  );
}

/** `data` of a content API call, in a language. */
async function apiData<T>(path: string, lang: 'zh' | 'en'): Promise<T> {
  const res = await fetch(`${site.url}${path}`, { headers: { lang } });
  assert.equal(res.status, 200, path);
  return ((await res.json()) as { data: T }).data;
}

/** The texts of every element matching `selector`, hidden ones too (a carousel shows one slide at a time). */
const textsOf = (selector: string) =>
  driver.executeScript<string[]>(
    'return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent.trim())',
    selector,
  );

describe('home page in WebKit', { timeout: 60_000 }, () => {
  test('shows the carousel and the news of the API, and the language switch leads to English', async () => {
    const banners = await apiData<{ title: string }[]>(API_PATHS.getBannerList, 'zh');
    const news = await apiData<{ title: string; category: string }[]>(API_PATHS.getHomeNews, 'zh');
    await open('/');
    assert.equal(await driver.executeScript('return document.documentElement.lang'), 'zh-CN');
    assert.deepEqual(
      await textsOf('.page-banner .banner-title'),
      banners.map((b) => b.title),
    );
    // The first slide's picture is really drawn, not just in the markup.
    const firstPicture = await driver.wait(until.elementLocated(By.css('.page-banner img')), 5_000);
    await driver.wait(
      async () =>
        driver.executeScript<boolean>('return arguments[0].complete && arguments[0].naturalWidth > 0', firstPicture),
      10_000,
      'the first banner picture did not load',
    );
    const company = news.filter((n) => n.category === 'company').map((n) => n.title);
    const newsTitles = async () => textsOf('.home-news-panel .news-feature h3, .home-news-panel .news-list a');
    await driver.wait(async () => (await newsTitles()).length > 0, 10_000, 'no news shown');
    assert.deepEqual(await newsTitles(), company);

    const englishNews = await apiData<{ title: string; category: string }[]>(API_PATHS.getHomeNews, 'en');
    await driver.findElement(By.css('a.language-switch')).click();
    await driver.wait(
      async () => (await driver.executeScript('return document.documentElement.lang')) === 'en',
      10_000,
      'the language switch did not lead to English',
    );
    assert.match(await driver.getCurrentUrl(), /\/en\/(#\/)?$/);
    await driver.wait(async () => (await newsTitles()).length > 0, 10_000, 'no English news shown');
    assert.deepEqual(
      await newsTitles(),
      englishNews.filter((n) => n.category === 'company').map((n) => n.title),
    );
  });
});

type TitlePlace = { title: string; top: number; left: number; clearance: number };

/** Where each section title of the report form sits in its box (px from the box's top and left edges). */
const MEASURE_TITLES = `return [...document.querySelectorAll('form.report-form fieldset')].map((group) => {
  const legend = group.querySelector('legend');
  const box = group.getBoundingClientRect();
  const title = legend.getBoundingClientRect();
  const body = legend.nextElementSibling.getBoundingClientRect();
  return { title: legend.textContent, top: title.top - box.top, left: title.left - box.left, clearance: body.top - title.bottom };
});`;

/** The same measure in Chromium, at the same width. */
async function titlesInChromium(url: string): Promise<TitlePlace[]> {
  reference ??= await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  const page = await reference.newPage({ viewport: WINDOW });
  try {
    await page.goto(url);
    await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    return await page.evaluate(`(() => { ${MEASURE_TITLES} })()`);
  } finally {
    await page.close();
  }
}

describe('integrity report form in WebKit', { timeout: 90_000 }, () => {
  for (const [lang, path] of [
    ['zh', '/honest/report'],
    ['en', '/en/honest/report'],
  ] as const) {
    test(`the section titles sit inside their boxes, where Chromium puts them (${lang})`, async () => {
      await open(path);
      const webkit = await driver.executeScript<TitlePlace[]>(MEASURE_TITLES);
      const chromiumPlaces = await titlesInChromium(`${site.url}${path}`);
      assert.equal(webkit.length, 5);
      assert.deepEqual(
        webkit.map((p) => p.title),
        chromiumPlaces.map((p) => p.title),
      );
      // Still a group named by its title for screen readers.
      const groups = await driver.findElements(By.css('form.report-form fieldset'));
      for (const [i, group] of groups.entries()) {
        assert.equal(await group.getAriaRole(), 'group');
        assert.equal(await group.getAccessibleName(), webkit[i]?.title);
      }
      webkit.forEach((place, i) => {
        const inChromium = chromiumPlaces[i] as TitlePlace;
        // Inside the box: below its top edge and above the fields, not on the border.
        assert.ok(inChromium.top > 0, `${place.title}: Chromium puts it inside the box`);
        for (const key of ['top', 'left', 'clearance'] as const) {
          assert.ok(
            Math.abs(place[key] - inChromium[key]) <= 2,
            `${place.title}: ${key} ${place[key]} px in WebKit, ${inChromium[key]} px in Chromium`,
          );
        }
      });
    });
  }

  test('a filled report is sent and answered with a query code', async () => {
    await open('/honest/report');
    const field = (name: string) => driver.findElement(By.css(`form.report-form [name="${name}"]`));
    await (await field('subject')).sendKeys('WebKit 采购回扣');
    await (await field('content')).sendKeys('2024年3月，有采购人员要求饲料供应商支付回扣，我有转账记录作为证据。');
    await driver.findElement(By.css('form.report-form [name="province"] option:nth-child(2)')).click();
    await (await field('reporterName')).sendKeys('李明');
    await (await field('reporterPhone')).sendKeys('+8613800138000');
    await driver.findElement(By.css('form.report-form button[type="submit"]')).click();
    const code = await driver.wait(until.elementLocated(By.css('.receipt input.query-code')), 15_000);
    const shown = (await code.getAttribute('value')) ?? '';
    assert.match(shown, /^([0-9A-Z*~$=]{4}-){5}[0-9A-Z*~$=]{4}$/);
    // The code shown is the report's: the status call finds it, just received.
    const res = await fetch(`${site.url}${INTEGRITY_PATHS.complaintStatus}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh' },
      body: JSON.stringify({ code: shown }),
    });
    assert.equal(res.status, 200);
    assert.equal(((await res.json()) as { data: { status: string } }).data.status, 'received');
  });
});
