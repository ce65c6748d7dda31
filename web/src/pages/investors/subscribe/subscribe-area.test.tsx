import type { AlertOptions, SubscriptionView } from '@muyuan/contract/alerts';
import {
  ALERT_PATHS,
  ALERT_PRIVACY_VERSION,
  manageQueryPath,
  oneClickUnsubscribePath,
} from '@muyuan/contract/alerts-paths';
import { FEED_PATHS } from '@muyuan/contract/api-paths';
import { IR_CALENDAR_FEEDS } from '@muyuan/contract/ir-calendar-paths';
import type { Lang } from '@muyuan/contract/lang';
import type { PageCopy } from '@muyuan/contract/page-copy';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../../content/pages/subscribe/en.yaml';
import zh from '../../../../../content/pages/subscribe/zh.yaml';
import { renderIn } from '../../../test-utils.tsx';
import { labelsOf } from '../labels.ts';
import { FEED_LABELS } from './feeds-aside.tsx';
import { PRIVACY_LABELS } from './privacy-notice.tsx';
import { SubscribeArea } from './subscribe-area.tsx';

/**
 * The subscribe page's part against the API's answers as server/src/alerts/routes.ts gives them
 * (envelope, status, `x-error-code`; server/test/alerts-subscribe.test.ts proves the server side): what
 * the form shows of the options, what it sends, and how it shows each answer.
 */
const COPY: Record<Lang, PageCopy> = { zh: zh as PageCopy, en: en as PageCopy };

const LISTS: Record<Lang, AlertOptions['lists']> = {
  zh: [
    { id: 'notice:periodic', name: '定期报告' },
    { id: 'notice:interim', name: '临时公告' },
    { id: 'news', name: '公司新闻' },
    { id: 'securities-news', name: '证券资讯' },
  ],
  en: [
    { id: 'notice:periodic', name: 'Periodic reports' },
    { id: 'notice:interim', name: 'Interim announcements' },
    { id: 'news', name: 'Company news' },
    { id: 'securities-news', name: 'Securities news' },
  ],
};

interface Call {
  method: string;
  path: string;
  lang: string | null;
  body: unknown;
}

function envelope(status: number, data: unknown, msg = 'ok', errorCode?: string): Response {
  return new Response(JSON.stringify({ code: status === 202 ? 200 : status, msg, data }), {
    status,
    headers: { 'content-type': 'application/json', ...(errorCode ? { 'x-error-code': errorCode } : {}) },
  });
}

/** Answers the page's calls in turn (options first unless told), recording what it sent. */
function answering(replies: Record<string, Array<() => Response>>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      calls.push({ method, path, lang: headers.get('lang'), body: init.body ? JSON.parse(String(init.body)) : null });
      const reply = replies[`${method} ${path}`]?.shift();
      if (!reply) throw new Error(`unexpected call ${method} ${path}`);
      return reply();
    }),
  );
  return calls;
}

const optionsReply =
  (lang: Lang, enabled = true) =>
  () =>
    envelope(200, { enabled, lists: LISTS[lang], privacyVersion: ALERT_PRIVACY_VERSION });

function renderPage(lang: Lang, hash = '#/subscribe') {
  location.hash = hash;
  return renderIn(lang, <SubscribeArea labels={labelsOf(COPY[lang], lang)} />);
}

describe('the subscribe page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    location.hash = '';
  });

  it('has the privacy notice and the feeds in both languages of its copy', () => {
    for (const lang of ['zh', 'en'] as const) {
      for (const key of ['privacyHeading', ...PRIVACY_LABELS, ...FEED_LABELS]) {
        expect(COPY[lang].labels?.[key], `${lang} ${key}`).toMatch(/\S/);
      }
    }
  });

  it('offers the API’s lists unticked in two groups, the page’s language for the mails and the privacy notice with its version', async () => {
    answering({ [`GET ${ALERT_PATHS.options}`]: [optionsReply('en')] });
    renderPage('en');
    const form = await screen.findByRole('form', { name: 'Subscribe to e-mail alerts' });
    const notices = within(form).getByRole('group', { name: 'Announcements, by type' });
    expect(
      within(notices)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Periodic reports', 'Interim announcements']);
    const news = within(form).getByRole('group', { name: 'News' });
    expect(
      within(news)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Company news', 'Securities news']);
    for (const box of within(form).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'English' })).toBeChecked();
    const privacy = within(form).getByRole('region', { name: 'Your personal data' });
    for (const key of PRIVACY_LABELS) expect(privacy).toHaveTextContent(String(COPY.en.labels?.[key]));
    expect(privacy).toHaveTextContent(`Version of this notice: ${ALERT_PRIVACY_VERSION}`);
  });

  it('shows the API’s words next to the address it refused, then the same neutral answer for an accepted one', async () => {
    const refusal = '请输入有效的邮箱地址，例如 name@example.com';
    const calls = answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('zh')],
      [`POST ${ALERT_PATHS.subscribe}`]: [
        () => envelope(400, null, refusal, 'invalid_email'),
        () => envelope(202, { accepted: true }),
      ],
    });
    renderPage('zh');
    const address = await screen.findByLabelText('邮箱地址');
    fireEvent.change(address, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('checkbox', { name: '定期报告' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '证券资讯' }));
    fireEvent.click(screen.getByRole('radio', { name: '英文（English）' }));
    fireEvent.click(screen.getByRole('button', { name: '订阅' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(expect.stringContaining(refusal));
    expect(address).toHaveFocus();

    fireEvent.change(address, { target: { value: 'investor@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: '订阅' }));
    expect(await screen.findByTestId('alert-sent')).toHaveTextContent(
      '如果该地址可以接收提醒，确认邮件正在发送中。请在48小时内打开邮件中的链接并确认订阅。',
    );
    // The answer took the place of the form: it has the focus, so it is read out.
    expect(screen.getByTestId('alert-sent')).toHaveFocus();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.body)).toEqual([
      {
        email: 'not an address',
        lists: ['notice:periodic', 'securities-news'],
        lang: 'en',
        consentVersion: ALERT_PRIVACY_VERSION,
      },
      {
        email: 'investor@example.com',
        lists: ['notice:periodic', 'securities-news'],
        lang: 'en',
        consentVersion: ALERT_PRIVACY_VERSION,
      },
    ]);
    expect(posts.every((c) => c.lang === 'zh')).toBe(true);
  });

  it('shows a refused choice of lists by the lists, and a refusal of the whole form above the button', async () => {
    answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('en')],
      [`POST ${ALERT_PATHS.subscribe}`]: [
        () => envelope(400, null, 'Please choose at least one kind of alert', 'no_list'),
        () => envelope(429, null, 'Too many requests; please try again later', 'rate_limited'),
      ],
    });
    renderPage('en');
    fireEvent.change(await screen.findByLabelText('E-mail address'), { target: { value: 'a@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const lists = await screen.findByRole('group', { name: 'What to receive' });
    await waitFor(() =>
      expect(lists).toHaveAccessibleDescription(expect.stringContaining('Please choose at least one kind of alert')),
    );
    expect(screen.getByRole('checkbox', { name: 'Periodic reports' })).toHaveFocus();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Company news' }));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests; please try again later');
    expect(lists).not.toHaveAccessibleDescription(expect.stringContaining('Please choose'));
  });

  it('shows no form while alerts are off, and still offers the RSS and calendar feeds', async () => {
    answering({ [`GET ${ALERT_PATHS.options}`]: [optionsReply('zh', false)] });
    renderPage('zh');
    expect(await screen.findByTestId('alerts-unavailable')).toHaveTextContent('邮件提醒暂未开通。');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: /报告与公告/ })).toHaveAttribute('href', FEED_PATHS.announcements);
    expect(screen.getByRole('link', { name: /证券资讯/ })).toHaveAttribute('href', FEED_PATHS.news.zh);
    expect(screen.getByRole('link', { name: '订阅投资者日历（iCalendar）' })).toHaveAttribute(
      'href',
      IR_CALENDAR_FEEDS.zh,
    );
  });

  it('confirms only when asked (never on load), then shows the lists confirmed and the way to manage them', async () => {
    const view: SubscriptionView = {
      email: 'li.wei@example.com',
      lang: 'zh',
      lists: ['notice:periodic', 'news'],
      status: 'confirmed',
      manageToken: 'm.tok',
    };
    const calls = answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('en')],
      [`POST ${ALERT_PATHS.confirm}`]: [() => envelope(200, view)],
    });
    renderPage('en', '#/subscribe?confirm=c.tok%2B1');
    const button = await screen.findByRole('button', { name: 'Confirm my subscription' });
    // The page is up and has asked for nothing but the options.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`GET ${ALERT_PATHS.options}`]);
    fireEvent.click(button);
    const done = await screen.findByTestId('alert-confirmed');
    expect(done).toHaveTextContent('li.wei@example.com will receive these alerts, in Chinese (中文):');
    expect(
      within(done)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Periodic reports', 'Company news']);
    expect(within(done).getByRole('link', { name: 'Change your choices or unsubscribe' })).toHaveAttribute(
      'href',
      '#/subscribe?manage=m.tok',
    );
    expect(calls[1]).toMatchObject({ method: 'POST', path: ALERT_PATHS.confirm, body: { token: 'c.tok+1' } });
  });

  it('shows the API’s words for a confirmation link that expired, with the way to subscribe again', async () => {
    const expired = '确认链接已过期（有效期48小时），请重新提交订阅';
    answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('zh')],
      [`POST ${ALERT_PATHS.confirm}`]: [() => envelope(410, null, expired, 'expired_confirm_link')],
    });
    renderPage('zh', '#/subscribe?confirm=old');
    fireEvent.click(await screen.findByRole('button', { name: '确认订阅' }));
    const failed = await screen.findByTestId('alert-confirm-failed');
    expect(failed).toHaveTextContent(expired);
    expect(within(failed).getByRole('link', { name: '重新订阅' })).toHaveAttribute('href', '#/subscribe');
  });

  it('shows a subscriber’s choices, saves changed ones and unsubscribes at once', async () => {
    const token = 'm.tok/2';
    const view: SubscriptionView = {
      email: 'li.wei@example.com',
      lang: 'zh',
      lists: ['notice:interim'],
      status: 'confirmed',
      manageToken: token,
    };
    const calls = answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('en')],
      [`GET ${manageQueryPath(token)}`]: [() => envelope(200, view)],
      [`PUT ${ALERT_PATHS.manage}`]: [() => envelope(200, { ...view, lists: ['notice:interim', 'news'], lang: 'en' })],
      [`POST ${oneClickUnsubscribePath(token)}`]: [() => envelope(200, { unsubscribed: true })],
    });
    renderPage('en', `#/subscribe?manage=${encodeURIComponent(token)}`);
    const form = await screen.findByRole('form', { name: 'Manage your subscription' });
    expect(form).toHaveTextContent('Address: li.wei@example.com');
    expect(within(form).getByRole('checkbox', { name: 'Interim announcements' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Company news' })).not.toBeChecked();
    expect(within(form).getByRole('radio', { name: 'Chinese (中文)' })).toBeChecked();

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Company news' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'English' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your choices are saved.');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      token,
      lists: ['notice:interim', 'news'],
      lang: 'en',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe from all alerts' }));
    expect(await screen.findByTestId('alert-unsubscribed')).toHaveTextContent('You are unsubscribed');
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: oneClickUnsubscribePath(token), body: {} });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Manage your subscription' })).toBeNull());
  });

  it('shows the API’s words for a manage link that no longer works', async () => {
    const gone = 'This address has been unsubscribed and receives no more alerts';
    answering({
      [`GET ${ALERT_PATHS.options}`]: [optionsReply('en')],
      [`GET ${manageQueryPath('old')}`]: [() => envelope(410, null, gone, 'subscription_gone')],
    });
    renderPage('en', '#/subscribe?manage=old');
    expect(await screen.findByTestId('alert-manage-failed')).toHaveTextContent(gone);
  });
});
