import { ACCESS_SETTINGS_KEY } from '@muyuan/contract/access-settings';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { storeSettings } from './access-modes.ts';
import { focusByTab } from './keyboard.ts';
import { openPath, pathOf } from './sitemap-pages.ts';
import { LANGS } from './support.ts';

/**
 * The reading settings (issue 22): stored settings apply before the app's code runs, on prerendered
 * pages; the header's toolbar works by keyboard on desktop and phone; read aloud. Every page at 200 %
 * text on a 390 px window and in high contrast is in the desktop sweep (desktop-every-page.spec.ts), the
 * phone's own layout in mobile-access-settings.spec.ts.
 */

const rootAttributes = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return {
      elder: root.getAttribute('data-elder'),
      textSize: root.getAttribute('data-text-size'),
      contrast: root.getAttribute('data-contrast'),
      motion: root.getAttribute('data-motion'),
      rootFontPx: Number.parseFloat(getComputedStyle(root).fontSize),
      appReady: root.hasAttribute('data-app-ready'),
    };
  });

for (const lang of LANGS) {
  test(`elder mode stored on a previous visit is on a prerendered page before any module runs (${lang})`, async ({
    page,
    context,
  }) => {
    await storeSettings(context, { elder: true });
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to execute/i.test(m.text())) refused.push(m.text());
    });
    // No module script may load: what shows is the server's HTML with the head's inline scripts only.
    await page.route(/\.m?js(\?|$)/, (route) => route.abort());
    const path = pathOf(lang, '/feedProcessing');
    const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    expect(await page.locator('#root h1').count(), 'the page is prerendered').toBeGreaterThan(0);
    const attributes = await rootAttributes(page);
    expect(attributes).toEqual({
      elder: '',
      textSize: '150',
      contrast: 'high',
      motion: 'paused',
      rootFontPx: 21,
      appReady: false,
    });
    // Body text on a phone is at least 20 px (MIIT), on the desktop too: the page's paragraphs and list items (not the breadcrumb's, which is navigation).
    const bodyPx = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.body).fontSize));
    expect(bodyPx).toBeGreaterThanOrEqual(20);
    const running = await page.evaluate(() =>
      [...document.querySelectorAll('#root main :is(p, li):not([class], nav *)')]
        .filter((e) => e.checkVisibility() && e.textContent?.trim())
        .map((e) => Number.parseFloat(getComputedStyle(e).fontSize)),
    );
    expect(running.length, 'paragraphs on the page').toBeGreaterThan(2);
    expect(Math.min(...running)).toBeGreaterThanOrEqual(20);
    // Line height at least 1.3 and paragraphs spaced at least 1.3 × the line height (MIIT).
    const spacing = await page.evaluate(() => {
      const second = document.querySelector('#root main p:not([class]) + p:not([class])');
      if (!second) return null;
      const style = getComputedStyle(second);
      const line = Number.parseFloat(style.lineHeight);
      const previous = second.previousElementSibling as Element;
      const gap = second.getBoundingClientRect().top - previous.getBoundingClientRect().bottom;
      return { lineRatio: line / Number.parseFloat(style.fontSize), gapRatio: gap / line };
    });
    expect(spacing, 'two paragraphs in a row').not.toBeNull();
    expect(spacing?.lineRatio).toBeGreaterThanOrEqual(1.3);
    // Within a hundredth: the gap is laid out in whole device pixels.
    expect(spacing?.gapRatio).toBeGreaterThanOrEqual(1.29);
    expect(refused, 'the CSP allows the settings script by its hash').toEqual([]);
  });
}

test('garbage in storage leaves the page as it is', async ({ page, context }) => {
  await context.addInitScript((key) => localStorage.setItem(key, '{"elder":tru'), ACCESS_SETTINGS_KEY);
  await openPath(page, '/feedProcessing');
  const attributes = await rootAttributes(page);
  expect(attributes.elder).toBeNull();
  expect(attributes.textSize).toBeNull();
  expect(attributes.rootFontPx).toBe(14);
});

for (const lang of LANGS) {
  test(`the toolbar by keyboard: 200 %, high contrast, elder mode, reset (${lang})`, async ({ page }) => {
    await openPath(page, pathOf(lang, '/feedProcessing'));
    const button = page.locator('#access-button');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await focusByTab(page, button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const toolbarId = await button.getAttribute('aria-controls');
    const toolbar = page.locator(`#${toolbarId}`);
    await expect(toolbar).toBeVisible();
    // A named region that holds the focus once open.
    await expect(page.getByRole('region', { name: (await toolbar.locator('h2').innerText()).trim() })).toBeVisible();
    await expect(toolbar).toBeFocused();

    // Text size: Tab to the group (100 % is checked), arrows to 200 %.
    const sizes = toolbar.locator('input[name="access-text-size"]');
    await focusByTab(page, sizes.first());
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(sizes.nth(3)).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '200');
    expect((await rootAttributes(page)).rootFontPx).toBe(28);

    // High contrast: a checkbox, Space toggles it.
    const switches = toolbar.locator('.access-toggle input');
    await focusByTab(page, switches.first());
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
    const textColour = await page.evaluate(() => getComputedStyle(document.body).color);
    expect(textColour).toBe('rgb(0, 0, 0)');

    // Elder mode: back up to its switch (it comes first), Space.
    const elder = toolbar.locator('.access-elder input');
    for (let i = 0; i < 20 && !(await elder.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Shift+Tab');
    }
    await expect(elder).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-elder', '');
    // 200 % stays (elder mode only raises), the pointer is the extra-large one, motion pauses.
    expect(await rootAttributes(page)).toMatchObject({ textSize: '200', motion: 'paused', rootFontPx: 28 });
    await expect(page.locator('html')).toHaveAttribute('data-cursor', 'xl');
    const stored = await page.evaluate((key) => localStorage.getItem(key), ACCESS_SETTINGS_KEY);
    expect(JSON.parse(stored ?? '{}')).toEqual({ text: 200, contrast: true, elder: true });
    // Tap targets of the header are at least 60 × 60 in elder mode.
    await expect
      .poll(async () => {
        const tap = await button.boundingBox();
        return Math.min(tap?.width ?? 0, tap?.height ?? 0);
      })
      .toBeGreaterThanOrEqual(60);

    // Reset: everything back, nothing stored.
    const reset = toolbar.locator('.access-reset');
    await focusByTab(page, reset);
    await page.keyboard.press('Enter');
    expect(await rootAttributes(page)).toMatchObject({ elder: null, textSize: null, contrast: null, rootFontPx: 14 });
    expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_SETTINGS_KEY)).toBeNull();

    // Escape closes it and gives the focus back to the header's button.
    await page.keyboard.press('Escape');
    await expect(toolbar).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
}

test('with motion paused (stored) the home banner stands still', async ({ page, context }) => {
  await storeSettings(context, { motion: 'paused' });
  await openPath(page, '/');
  await expect(page.locator('html')).toHaveAttribute('data-motion', 'paused');
  // The home page's banners (several, from the seed content): a carousel that would autoplay.
  const carousel = page.locator('.banner-carousel');
  await expect(carousel).toHaveCount(1);
  const first = await carousel.locator('[data-selected="true"]').getAttribute('aria-label');
  // Longer than the carousel's interval (CAROUSEL_INTERVAL_MS, 5 s): it would have moved on.
  await page.waitForTimeout(6000);
  expect(await carousel.locator('[data-selected="true"]').getAttribute('aria-label')).toBe(first);
});

test('the reading guide (stored) follows the pointer', async ({ page, context }, info) => {
  await storeSettings(context, { guide: true });
  await openPath(page, '/feedProcessing');
  const band = page.locator('.reading-guide');
  await expect(band).toHaveCount(1);
  await expect(band).toHaveAttribute('aria-hidden', 'true');
  // A mouse moves it; a phone's touch has no pointer to follow.
  if (info.project.name === 'desktop') {
    await page.mouse.move(300, 420);
    await expect(band).toBeVisible();
    const box = await band.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0) / 2).toBeCloseTo(420, -1);
  }
});

/**
 * A stand-in for the browser's speech synthesis (CI's Chromium has no voice): it records what is
 * queued, in which language, and finishes each sentence at once unless paused; `voices` lists the
 * voices it claims to have.
 */
async function stubSpeech(context: BrowserContext, voices: string[]) {
  await context.addInitScript((langs) => {
    const spoken: { text: string; lang: string }[] = [];
    const calls: string[] = [];
    let paused = false;
    let current: SpeechSynthesisUtterance | null = null;
    const synth = {
      getVoices: () =>
        langs.map((lang) => ({ lang, name: `stub ${lang}`, default: true, localService: true, voiceURI: lang })),
      speak(u: SpeechSynthesisUtterance) {
        spoken.push({ text: u.text, lang: u.lang });
        current = u;
        // Each sentence ends after a moment, unless paused or cancelled meanwhile.
        setTimeout(() => {
          if (!paused && current === u) u.onend?.(new Event('end') as SpeechSynthesisEvent);
        }, 1000);
      },
      pause() {
        paused = true;
        calls.push('pause');
      },
      resume() {
        paused = false;
        calls.push('resume');
      },
      cancel() {
        current = null;
        calls.push('cancel');
      },
      addEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.assign(window, { __speech: { spoken, calls } });
  }, voices);
}

const speech = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __speech: { spoken: { text: string; lang: string }[]; calls: string[] } }).__speech,
  );

for (const lang of LANGS) {
  test(`read aloud queues the page's text in its language, highlights the sentence, pauses and stops (${lang})`, async ({
    page,
    context,
  }) => {
    await stubSpeech(context, ['zh-CN', 'en-US']);
    await openPath(page, pathOf(lang, '/feedProcessing'));
    await page.locator('#access-button').click();
    const toolbar = page.locator('#access-toolbar');
    await toolbar.locator('.access-read-button.is-primary').click();
    // The first sentence is the page's heading, in the page's language.
    const h1 = (await page.locator('main h1:visible').innerText()).trim();
    await expect
      .poll(async () => (await speech(page)).spoken[0])
      .toEqual({ text: h1, lang: lang === 'en' ? 'en' : 'zh-CN' });
    const highlighted = () =>
      page.evaluate(() => {
        const h = CSS.highlights.get('read-aloud');
        return h ? [...h].map((r) => r.toString()).join('') : '';
      });
    expect((await highlighted()).trim()).not.toBe('');
    // It goes on through the main content, sentence by sentence.
    await expect.poll(async () => (await speech(page)).spoken.length).toBeGreaterThan(2);
    const firstParagraph = (await page.locator('main .page:visible p').first().innerText()).trim();
    const spoken = (await speech(page)).spoken.map((s) => s.text).join('');
    expect(spoken.replace(/\s/g, '')).toContain(firstParagraph.replace(/\s/g, '').slice(0, 12));

    // A click on a paragraph continues from there (the toolbar closed, as it covers the page on a phone;
    // reading goes on, and the toolbar opens again where it was).
    await page.keyboard.press('Escape');
    await expect(toolbar).toHaveCount(0);
    const paragraph = page.locator('main .page:visible p:visible').nth(1);
    const paragraphText = (await paragraph.innerText()).replace(/\s/g, '');
    // Dispatched: the page scrolls on with each sentence read, which a pointer click waits out forever.
    await paragraph.dispatchEvent('click');
    await expect
      .poll(async () => paragraphText.startsWith((await speech(page)).spoken.at(-1)?.text.replace(/\s/g, '') ?? '-'))
      .toBe(true);
    await page.locator('#access-button').click();

    await toolbar.getByRole('button', { name: lang === 'en' ? 'Pause' : '暂停' }).click();
    const queuedWhenPaused = (await speech(page)).spoken.length;
    await page.waitForTimeout(800);
    expect((await speech(page)).spoken.length).toBe(queuedWhenPaused);
    expect((await speech(page)).calls).toContain('pause');

    await toolbar.getByRole('button', { name: lang === 'en' ? 'Stop' : '停止' }).click();
    expect((await speech(page)).calls.at(-1)).toBe('cancel');
    expect(await highlighted()).toBe('');
  });
}

test('read aloud says so plainly when the browser has no voice for the language', async ({ page, context }) => {
  await stubSpeech(context, ['fr-FR']);
  await openPath(page, '/feedProcessing');
  await page.locator('#access-button').click();
  const toolbar = page.locator('#access-toolbar');
  await toolbar.locator('.access-read-button.is-primary').click();
  await expect(toolbar.locator('.access-read-note')).toContainText('没有中文朗读语音');
  expect((await speech(page)).spoken).toEqual([]);
});
