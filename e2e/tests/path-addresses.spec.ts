import { API_PATHS } from '@muyuan/contract/api-paths';
import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE, FRAGMENT_SETTLING_ATTRIBUTE } from '@muyuan/contract/prerender';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiData, isMobile, LANGS, visiblePage, watchForErrors } from './support.ts';

/**
 * The path addresses the server prerenders (`/feedProcessing`, `/en/detail/news/<id>`): once loaded in
 * a browser they must be the app, working exactly as their hash twins (`/#/feedProcessing`) do.
 */

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** What the server sends for an address, read without running it: its title and its page heading. */
async function prerendered(request: APIRequestContext, path: string, userAgent: string) {
  const res = await request.get(path, { headers: { accept: 'text/html', 'user-agent': userAgent } });
  expect(res.status(), path).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
  return { html, title: title.replace(/&amp;/g, '&'), h1: h1.replace(/&amp;/g, '&').trim() };
}

/**
 * Remembers, before any script runs, the element the server's HTML put first in the root: if the app
 * took the HTML over (hydration), it is still there afterwards; a fresh render would have replaced it.
 */
async function rememberServerMarkup(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const first = document.getElementById('root')?.firstElementChild;
      if (first) {
        (window as unknown as { __serverMarkup: Element }).__serverMarkup = first;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
}
const serverMarkupKept = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __serverMarkup?: Element }).__serverMarkup;
    return Boolean(kept?.isConnected && document.getElementById('root')?.firstElementChild === kept);
  });

/**
 * The heading and the text of the page shown, once the app runs (before it, a click on a path page's
 * link loads that path page from the server, which is right for a visitor but not what is tested here).
 */
async function shown(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
  const main = visiblePage(page);
  await expect(main.locator('h1')).toBeVisible();
  return { h1: await main.locator('h1').innerText(), text: await main.innerText() };
}

for (const lang of LANGS) {
  test.describe(`path addresses (${lang})`, () => {
    test('a path page is taken over by the app and shows what its hash twin shows', async ({ page, request }) => {
      const errors = watchForErrors(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const path = `${prefix(lang)}/feedProcessing`;
      const server = await prerendered(request, path, userAgent);
      await rememberServerMarkup(page);
      await page.goto(path);
      const atPath = await shown(page);
      await expect(page).toHaveTitle(server.title);
      // Hydrated, not rendered again: the server's elements are the ones on screen, and they are the
      // layout this device gets.
      expect(await serverMarkupKept(page)).toBe(true);
      expect(server.html).toContain(`site ${isMobile(test.info()) ? 'is-mobile' : 'is-desktop'}`);
      // The page links path addresses, each its own prerendered page, and no hash address.
      const hrefs = await page
        .locator('#root a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.filter((href) => href?.startsWith('#/'))).toEqual([]);
      expect(hrefs).toContain(`${prefix(lang)}/valueBreeding`);

      await page.goto(`${lang === 'en' ? '/en/' : '/'}#/feedProcessing`);
      const atHash = await shown(page);
      expect(atHash).toEqual(atPath);
      await expect(page).toHaveTitle(server.title);
      // The hash address names its path twin as the canonical page.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
      errors.expectNone();
    });

    test('from a path page, links go on as path addresses (the form the visitor arrived with), and back returns to it', async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const path = `${prefix(lang)}/feedProcessing`;
      await page.goto(path);
      const first = await shown(page);
      const sibling = visiblePage(page).locator('.sibling-links a.sibling-link').first();
      const target = (await sibling.getAttribute('href')) ?? '';
      const { h1 } = await prerendered(request, target, userAgent);
      await page.evaluate(() => {
        (window as { __stayed?: boolean }).__stayed = true;
      });
      await sibling.click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${target}$`));
      // Still the app: the page changed without loading a document (the mark set before the click is there).
      expect(await page.evaluate(() => (window as { __stayed?: boolean }).__stayed)).toBe(true);
      await expect(visiblePage(page).locator('h1')).toHaveText(h1);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(visiblePage(page).locator('h1')).toHaveText(first.h1);
      errors.expectNone();
    });

    test('the language switch of a path page leads to the other language’s path page', async ({ page, request }) => {
      const errors = watchForErrors(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const other: Lang = lang === 'en' ? 'zh' : 'en';
      await page.goto(`${prefix(lang)}/culture`);
      await shown(page);
      await page.locator('a.language-switch:visible').click();
      await expect(page).toHaveURL(new RegExp(`${prefix(other)}/culture$`));
      await expect(page.locator('html')).toHaveAttribute('lang', other === 'en' ? 'en' : 'zh-CN');
      await expect(page).toHaveTitle((await prerendered(request, `${prefix(other)}/culture`, userAgent)).title);
      errors.expectNone();
    });

    test('an article at its path address shows the API’s article and leads back to its list', async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const news = await apiData<{ list: { id: string; title: string }[] }>(request, API_PATHS.newsList, lang, {
        pageSize: 1,
      });
      const article = news.list[0];
      if (!article) throw new Error('the seed content has no news');
      await rememberServerMarkup(page);
      await page.goto(`${prefix(lang)}/detail/news/${article.id}`);
      await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
      await expect(visiblePage(page).locator('h1')).toHaveText(article.title);
      expect(await serverMarkupKept(page)).toBe(true);
      await visiblePage(page).locator('a.article-back').first().click();
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(lang)}/enterpriseDynamics`));
      await expect(visiblePage(page).getByText(article.title).first()).toBeVisible();
      errors.expectNone();
    });

    test('an illustrative media report carries the sample note, prerendered too, and a company article none', async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const media = await apiData<{ list: { id: string }[] }>(request, API_PATHS.newsList, lang, {
        category: 'media',
        pageSize: 1,
      });
      const company = await apiData<{ list: { id: string }[] }>(request, API_PATHS.newsList, lang, {
        category: 'company',
        pageSize: 1,
      });
      const flags: boolean[] = [];
      for (const listed of [media.list[0], company.list[0]]) {
        if (!listed) throw new Error('the seed content lacks media or company news');
        const article = await apiData<{ id: string; sample: boolean }>(request, API_PATHS.newsDetail, lang, {
          id: listed.id,
        });
        flags.push(article.sample);
        const path = `${prefix(lang)}/detail/news/${article.id}`;
        const { html } = await prerendered(request, path, userAgent);
        expect(html.includes('class="sample-note"'), path).toBe(article.sample);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
        await expect(visiblePage(page).locator('.article .sample-note')).toHaveCount(article.sample ? 1 : 0);
        if (article.sample) {
          await expect(visiblePage(page).locator('.article .sample-note-tag')).toHaveText(
            lang === 'zh' ? '示意内容' : 'Sample content',
          );
        }
      }
      // Both cases were seen: the seed's media reports are illustrative, its company news is not.
      expect(flags).toEqual([true, false]);
      errors.expectNone();
    });

    test('a hash address opened at the language root shows its own page, never the home page first', async ({
      page,
    }) => {
      const errors = watchForErrors(page);
      // Every frame the root is visible must show the hash route's page, not the prerendered home.
      await page.addInitScript(() => {
        const seen: string[] = [];
        const settling: boolean[] = [];
        Object.assign(window, { __seen: seen, __settling: settling });
        const look = () => {
          const root = document.getElementById('root');
          const style = root && getComputedStyle(root);
          if (style && style.display !== 'none' && style.visibility !== 'hidden') {
            seen.push(document.querySelector('main .page:not([hidden]) h1, main h1')?.textContent ?? '');
            settling.push(document.documentElement.hasAttribute('data-settling'));
          }
          requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      });
      await page.goto(`${lang === 'en' ? '/en/' : '/'}#/culture`);
      const { h1 } = await shown(page);
      const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
      expect(seen.filter((heading) => heading !== '' && heading !== h1)).toEqual([]);
      // The frame that first showed the page laid out only what was in view; the next ones, everything.
      const settling = await page.evaluate(() => (window as unknown as { __settling: boolean[] }).__settling);
      expect(settling[0]).toBe(true);
      expect(settling.at(-1)).toBe(false);
      await expect(page.locator('html')).not.toHaveAttribute('data-hash-route', /.*/);
      errors.expectNone();
    });

    test("a hash address shows its page before the app's code has run, and the app takes that markup over", async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const userAgent = await page.evaluate(() => navigator.userAgent);
      const expected = await prerendered(request, `${prefix(lang)}/culture`, userAgent);
      // Hold the app's entry script back until the page has been seen without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${lang === 'en' ? '/en/' : '/'}#/culture`, { waitUntil: 'commit' });
      const main = visiblePage(page);
      await expect(main.locator('h1')).toHaveText(expected.h1);
      expect(await page.evaluate(() => (window as { __appStarted?: boolean }).__appStarted)).toBeUndefined();
      // Its links are hash addresses, as the app writes them here.
      expect(await page.locator('#root a[href^="#/"]').count()).toBeGreaterThan(0);
      // Only its first frame skipped laying out what was off screen: by the next task the whole page is
      // laid out as before (the footer has its real height, not the placeholder's), still without the app.
      await expect(page.locator('html')).not.toHaveAttribute(FRAGMENT_SETTLING_ATTRIBUTE, /.*/);
      const footer = await page.evaluate(() => {
        const element = document.querySelector('#root .site-footer');
        return element
          ? { visibility: getComputedStyle(element).contentVisibility, height: element.scrollHeight }
          : null;
      });
      expect(footer?.visibility).toBe('visible');
      expect(footer?.height).toBeGreaterThan(0);
      await page.evaluate(() => {
        (window as unknown as { __fragment: Element | null }).__fragment =
          document.getElementById('root')?.firstElementChild ?? null;
      });
      release();
      await page.waitForFunction(() => (window as { __appStarted?: boolean }).__appStarted === true);
      await expect(page).toHaveTitle(expected.title);
      const kept = await page.evaluate(() => {
        const fragment = (window as unknown as { __fragment: Element | null }).__fragment;
        return Boolean(fragment?.isConnected && document.getElementById('root')?.firstElementChild === fragment);
      });
      expect(kept).toBe(true);
      errors.expectNone();
    });

    test('ids the markup refers to match once the app has taken a rendered page over (report form)', async ({
      page,
    }) => {
      const errors = watchForErrors(page);
      for (const address of [`${prefix(lang)}/honest/report`, `${lang === 'en' ? '/en/' : '/'}#/honest/report`]) {
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
        const form = visiblePage(page).locator('form.report-form');
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('.field-error').first()).toBeVisible();
        // Every label, description and control reference names an element that exists.
        const broken = await page.evaluate(() => {
          const refs: string[] = [];
          for (const el of document.querySelectorAll(
            '[aria-describedby], [aria-labelledby], [aria-controls], label[for]',
          )) {
            const ids = ['aria-describedby', 'aria-labelledby', 'aria-controls', 'for']
              .flatMap((name) => (el.getAttribute(name) ?? '').split(/\s+/))
              .filter(Boolean);
            for (const id of ids) if (!document.getElementById(id)) refs.push(`${el.tagName} → ${id}`);
          }
          return refs;
        });
        expect(broken, address).toEqual([]);
        await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
      }
      errors.expectNone();
    });
  });
}
