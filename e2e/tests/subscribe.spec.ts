import type { AlertOptions, SubscriptionView } from '@muyuan/contract/alerts';
import { ALERT_PATHS, ALERT_PRIVACY_VERSION, manageQueryPath, SUBSCRIBE_PAGES } from '@muyuan/contract/alerts-paths';
import { FEED_PATHS } from '@muyuan/contract/api-paths';
import { IR_CALENDAR_FEEDS } from '@muyuan/contract/ir-calendar-paths';
import type { Lang } from '@muyuan/contract/lang';
import { APP_READY_ATTRIBUTE } from '@muyuan/contract/prerender';
import { findRoute } from '@muyuan/contract/sitemap';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SmtpPeer } from '../../server/test/helpers/smtp-peer.ts';
import en from '../../web/src/i18n/locales/en/subscribe.json' with { type: 'json' };
import zh from '../../web/src/i18n/locales/zh-CN/subscribe.json' with { type: 'json' };
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { pageCopy } from './page-copy.ts';
import { apiData, horizontalOverflow, LANGS, open, watchForErrors } from './support.ts';

/**
 * The subscribe page of e-mail alerts (issue 41, point 1) in a browser. The shared server has no mail
 * server: the page says so and offers the feeds. A server of its own sends through a real local SMTP
 * server (the `smtp-server` package, as the server's tests): the form shows the API's lists and words,
 * answers neutrally, and the confirmation mail's own links confirm (by the button only), manage and
 * unsubscribe. Chinese on the phone, English on the desktop (decision 211).
 */
const WORDS: Record<Lang, typeof zh> = { zh, en };

/** Waits until the page at the browser's address runs (it may show prerendered first). */
async function ready(page: Page) {
  await expect(page.locator('html')).toHaveAttribute(APP_READY_ATTRIBUTE, '');
}

/** The `msg` the API gives a request in a language (what the page must show of it). */
async function apiWords(request: APIRequestContext, path: string, lang: Lang, body: unknown): Promise<string> {
  const res = await request.post(path, { headers: { lang }, data: body });
  expect(res.status(), `POST ${path}`).toBeGreaterThanOrEqual(400);
  return ((await res.json()) as { msg: string }).msg;
}

test.describe('the subscribe page without a mail server', () => {
  for (const lang of LANGS) {
    test(`says e-mail alerts are not available and offers the RSS and calendar feeds (${lang})`, async ({
      page,
      request,
    }) => {
      const errors = watchForErrors(page);
      const options = await apiData<AlertOptions>(request, ALERT_PATHS.options, lang);
      expect(options.enabled).toBe(false);
      const copy = pageCopy('subscribe', lang);
      await page.goto(SUBSCRIBE_PAGES[lang]);
      await ready(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(findRoute('/subscribe')?.item.title[lang] ?? '');
      await expect(page.getByTestId('alerts-unavailable')).toHaveText(
        `${WORDS[lang].unavailable}${WORDS[lang].unavailableHint}`,
      );
      await expect(page.locator('.alert-form')).toHaveCount(0);

      const feeds = page.getByRole('complementary', { name: copy.labels?.feedsHeading });
      const links = [
        [copy.labels?.rssAnnouncements, FEED_PATHS.announcements],
        [copy.labels?.rssNews, FEED_PATHS.news[lang]],
        [copy.labels?.calendarFeed, IR_CALENDAR_FEEDS[lang]],
      ] as const;
      for (const [name, href] of links) {
        const link = feeds.getByRole('link', { name: new RegExp(`^${(name ?? '').replace(/[()]/g, '\\$&')}`) });
        await expect(link).toHaveAttribute('href', href);
        expect((await request.get(href)).status(), href).toBe(200);
      }
      expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
    });

    test(`is linked from the footer and from the investor pages (${lang})`, async ({ page }) => {
      await open(page, lang, '/securities');
      const title = findRoute('/subscribe')?.item.title[lang] ?? '';
      await expect(page.locator('footer').getByRole('link', { name: title })).toHaveAttribute('href', '#/subscribe');
      const inCopy = page.locator('main .page:visible .block-slot a[href="#/subscribe"]');
      await expect(inCopy).toHaveCount(1);
      await inCopy.click();
      await expect(page).toHaveURL(/#\/subscribe$/);
      await expect(page.getByTestId('alerts-unavailable')).toBeVisible();
    });
  }
});

test.describe('the subscribe page with a mail server', () => {
  test.describe.configure({ mode: 'serial' });
  let smtp: SmtpPeer;
  let server: AdminServer;

  test.beforeAll(async ({ browserName: _ }, info) => {
    smtp = new SmtpPeer();
    await smtp.start();
    // Ports E2E_PORT+25 and +26: the console specs have +1 to +22, the live quote +23 and +24.
    server = await startAdminServer(info, {
      ports: { desktop: 25, mobile: 26 },
      enrollment: false,
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'ir@muyuan.example' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  /** The confirmation mail that reached `address`, and its links (the text part names them in full). */
  async function mailTo(address: string) {
    await expect.poll(() => smtp.received.some((r) => r.to.includes(address)), { timeout: 15_000 }).toBe(true);
    const mail = smtp.received.find((r) => r.to.includes(address));
    const text = mail?.mail.text ?? '';
    const confirm = /https?:\/\/\S+\?confirm=[^\s>]+/.exec(text)?.[0];
    const manage = /https?:\/\/\S+\?manage=[^\s>]+/.exec(text)?.[0];
    if (!confirm || !manage) throw new Error(`no confirm or manage link in:\n${text}`);
    return { confirm, manage: new URL(manage).searchParams.get('manage') ?? '' };
  }

  for (const lang of LANGS) {
    test(`subscribes with the API's lists, confirms by the mail's link, changes the choices and unsubscribes (${lang})`, async ({
      browser,
    }, info) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = info.project.use;
      const context = await browser.newContext({
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        baseURL: server.origin,
      });
      const page = await context.newPage();
      const request = context.request;
      const words = WORDS[lang];
      // The API's refusals are the page's to show; nothing else may fail.
      const errors = watchForErrors(page, [/\/alerts\/(subscribe|confirm)$/, /status of 400/]);
      const options = await apiData<AlertOptions>(request, ALERT_PATHS.options, lang);
      expect(options.enabled).toBe(true);
      const notices = options.lists.filter((l) => l.id.startsWith('notice:'));
      const news = options.lists.filter((l) => !l.id.startsWith('notice:'));
      expect(notices.length).toBeGreaterThan(1);

      await page.goto(SUBSCRIBE_PAGES[lang]);
      await ready(page);
      const form = page.getByRole('form', { name: words.formTitle });
      // The lists are the API's, by name in the page's language and in its order, none ticked.
      const group = (name: string) => form.getByRole('group', { name, exact: true });
      await expect(group(words.groupNotices).locator('label')).toHaveText(notices.map((l) => l.name));
      await expect(group(words.groupNews).locator('label')).toHaveText(news.map((l) => l.name));
      for (const box of await form.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
      await expect(form.getByRole('radio', { name: lang === 'en' ? words.langEn : words.langZh })).toBeChecked();
      await expect(form.locator('.alert-privacy')).toContainText(ALERT_PRIVACY_VERSION);
      await expect(form.locator('.alert-privacy')).toContainText(
        pageCopy('subscribe', lang).labels?.privacyHowLong ?? '',
      );

      const chosen = [notices[0], news[0]].flatMap((l) => (l ? [l] : []));
      for (const list of chosen) await form.getByRole('checkbox', { name: list.name, exact: true }).check();

      // A bad address: the API's own words, next to the field.
      const bad = 'investor@@example';
      const refusal = await apiWords(request, ALERT_PATHS.subscribe, lang, {
        email: bad,
        lists: chosen.map((l) => l.id),
        lang,
        consentVersion: ALERT_PRIVACY_VERSION,
      });
      const address = form.getByLabel(words.email);
      await address.fill(bad);
      await form.getByRole('button', { name: words.submit }).click();
      await expect(form.locator('.alert-field .alert-error')).toHaveText(refusal);
      await expect(address).toHaveAttribute('aria-invalid', 'true');
      await expect(address).toBeFocused();

      // A good one: the neutral answer, and one confirmation mail with the page's links.
      const email = `investor.${lang}.${info.project.name}.${Date.now()}@example.com`;
      await address.fill(email);
      await form.getByRole('button', { name: words.submit }).click();
      await expect(page.getByTestId('alert-sent')).toContainText(words.sentText);
      const links = await mailTo(email);
      expect(new URL(links.confirm).pathname).toBe(SUBSCRIBE_PAGES[lang]);

      // The mail's link only shows the button: loading the page confirmed nothing.
      await page.goto(links.confirm);
      await ready(page);
      const confirmButton = page.getByRole('button', { name: words.confirmButton });
      await expect(confirmButton).toBeVisible();
      const status = async () =>
        (await apiData<SubscriptionView>(request, ALERT_PATHS.manage, lang, { token: links.manage })).status;
      expect(await status()).toBe('pending');
      await confirmButton.click();
      const confirmed = page.getByTestId('alert-confirmed');
      await expect(confirmed.getByRole('listitem')).toHaveText(chosen.map((l) => l.name));
      await expect(confirmed).toContainText(email);
      expect(await status()).toBe('confirmed');

      // The manage page at its hash address (`/#/subscribe?manage=`) reads the same token.
      await page.goto(`${lang === 'en' ? '/en/' : '/'}#/subscribe?manage=${encodeURIComponent(links.manage)}`);
      await ready(page);
      const manage = page.getByRole('form', { name: words.manageHeading });
      for (const list of options.lists) {
        const box = manage.getByRole('checkbox', { name: list.name, exact: true });
        if (chosen.includes(list)) await expect(box).toBeChecked();
        else await expect(box).not.toBeChecked();
      }
      const added = news[1] ?? notices[1];
      if (!added) throw new Error('a second list to add');
      await manage.getByRole('checkbox', { name: added.name, exact: true }).check();
      await manage.getByRole('button', { name: words.save }).click();
      await expect(manage.getByRole('status')).toHaveText(words.saved);
      const saved = await apiData<SubscriptionView>(request, ALERT_PATHS.manage, lang, { token: links.manage });
      expect([...saved.lists].sort()).toEqual([...chosen, added].map((l) => l.id).sort());

      await page.getByRole('button', { name: words.unsubscribeButton }).click();
      await expect(page.getByTestId('alert-unsubscribed')).toContainText(words.unsubscribedText);
      expect((await request.get(manageQueryPath(links.manage), { headers: { lang } })).status()).toBe(410);

      // The confirmation link again: the API's words for it, and the way back to the form.
      await page.goto(links.confirm);
      await ready(page);
      const token = new URL(links.confirm).searchParams.get('confirm');
      const used = await apiWords(request, ALERT_PATHS.confirm, lang, { token });
      await page.getByRole('button', { name: words.confirmButton }).click();
      const failed = page.getByTestId('alert-confirm-failed');
      await expect(failed).toContainText(used);
      await failed.getByRole('link', { name: words.subscribeAgain }).click();
      await expect(page.getByRole('form', { name: words.formTitle })).toBeVisible();
      expect(await horizontalOverflow(page)).toBe(0);
      errors.expectNone();
      await context.close();
    });
  }
});
