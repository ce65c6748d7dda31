import { randomUUID } from 'node:crypto';
import {
  ALERT_CONFIRM_VALID_MS,
  ALERT_LIST_NAMES,
  ALERT_PATHS,
  ALERT_PENDING_KEEP_MS,
  ALERT_PRIVACY_VERSION,
  type AlertOptions,
  NOTICE_TYPE_NAMES_EN,
  oneClickUnsubscribePath,
  type SubscriptionView,
} from '@muyuan/contract/alerts';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertKey } from '../src/alerts/alert-key.ts';
import { sweepUnconfirmed } from '../src/alerts/sweeper.ts';
import { confirmToken, emailKey, manageToken } from '../src/alerts/tokens.ts';
import { buildApp } from '../src/app.ts';
import { FakeClock } from './helpers/admin.ts';
import { clientAddress } from './helpers/client-address.ts';
import { databases } from './helpers/databases.ts';
import { createTestApp, type TestApp, testConfig } from './helpers/test-app.ts';

const SMTP_URL = 'smtp://127.0.0.1:2525';
const HOUR_MS = 3_600_000;
const CJK = /[\u4e00-\u9fff]/;

let addressCount = 0;
/** An address of its own per test. */
const newAddress = (name = 'investor') => `${name}.${++addressCount}.${randomUUID().slice(0, 8)}@Example.COM`;

const subscription = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  lists: ['notice:periodic', 'news'],
  lang: 'zh',
  consentVersion: ALERT_PRIVACY_VERSION,
  ...overrides,
});

function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: { lang?: Lang; ip?: string; method?: 'POST' | 'PUT' } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: options.method ?? 'POST',
    url,
    remoteAddress: options.ip ?? clientAddress(),
    headers: { lang: options.lang ?? 'zh', 'content-type': 'application/json' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What a client can see of an answer: status, body and headers but those that differ on every request. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

/** A refusal: its status and code, and a message in each language (Chinese in Chinese). */
async function expectRefusal(
  send: (lang: Lang) => Promise<LightMyRequestResponse>,
  status: number,
  code?: string,
): Promise<void> {
  const messages: Record<Lang, string> = { zh: '', en: '' };
  for (const lang of ['zh', 'en'] as const) {
    const res = await send(lang);
    expect(res.statusCode, res.body).toBe(status);
    if (code) expect(res.headers['x-error-code']).toBe(code);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { code: number; msg: string; data: unknown };
    expect(body.code).toBe(status);
    expect(body.data).toBeNull();
    messages[lang] = body.msg;
  }
  expect(messages.zh).toMatch(CJK);
  expect(messages.en).not.toMatch(CJK);
  expect(messages.en).toMatch(/[a-z]{3}/);
}

describe.each(databases())('e-mail alert subscriptions (%s)', (dialect) => {
  let t: TestApp;
  const clock = new FakeClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, { smtpUrl: SMTP_URL }, { clock: clock.now });
  });
  afterAll(async () => t?.cleanup());

  const rowOf = (email: string) =>
    alertKey(t.db).then((key) =>
      t.db.selectFrom('alert_subscribers').selectAll().where('email_key', '=', emailKey(key, email)).executeTakeFirst(),
    );
  const outboxOf = (subscriberId: string) =>
    t.db
      .selectFrom('alert_outbox')
      .selectAll()
      .where('subscriber_id', '=', subscriberId)
      .orderBy('created_at')
      .execute();
  const counts = async () => ({
    subscribers: (await t.db.selectFrom('alert_subscribers').select('id').execute()).length,
    outbox: (await t.db.selectFrom('alert_outbox').select('id').execute()).length,
    unsubscribes: (await t.db.selectFrom('alert_unsubscribes').select('at').execute()).length,
  });
  const subscribe = (body: unknown, lang: Lang = 'zh', ip?: string) =>
    post(t.app, ALERT_PATHS.subscribe, body, { lang, ...(ip ? { ip } : {}) });

  /** Subscribes a new address and follows its confirmation link: the confirmed subscriber's id. */
  async function confirmedSubscriber(email = newAddress()): Promise<string> {
    expect((await subscribe(subscription(email))).statusCode).toBe(202);
    const row = await rowOf(email);
    const token = confirmToken(await alertKey(t.db), row?.id ?? '', row?.confirmation_sent_at ?? '');
    expect((await post(t.app, ALERT_PATHS.confirm, { token })).statusCode).toBe(200);
    return row?.id ?? '';
  }

  it('offers the announcement types of the database, company news and securities news, in each language', async () => {
    await t.db.insertInto('notice_types').values({ id: 'esgReport', sort: 99, name: '社会责任报告' }).execute();
    const types = await t.db.selectFrom('notice_types').selectAll().orderBy('sort').orderBy('id').execute();
    expect(types.length).toBeGreaterThan(1);
    for (const lang of ['zh', 'en'] as const) {
      const res = await t.app.inject({ method: 'GET', url: ALERT_PATHS.options, headers: { lang } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const options = (res.json() as { data: AlertOptions }).data;
      expect(options.enabled).toBe(true);
      expect(options.privacyVersion).toBe(ALERT_PRIVACY_VERSION);
      expect(options.lists).toEqual([
        ...types.map((type) => ({
          id: `notice:${type.id}`,
          name: lang === 'en' ? (NOTICE_TYPE_NAMES_EN[type.id] ?? type.name) : type.name,
        })),
        { id: 'news', name: ALERT_LIST_NAMES.news[lang] },
        { id: 'securities-news', name: ALERT_LIST_NAMES['securities-news'][lang] },
      ]);
    }
    const en = await t.app.inject({ method: 'GET', url: ALERT_PATHS.options, headers: { lang: 'en' } });
    expect((en.json() as { data: AlertOptions }).data.lists.find((l) => l.id === 'notice:periodic')?.name).toBe(
      'Periodic reports',
    );
    // A type added in the console can be chosen at once.
    expect((await subscribe(subscription(newAddress(), { lists: ['notice:esgReport'] }))).statusCode).toBe(202);
  });

  it('stores a new address pending, with one confirmation mail queued and nothing that reads the address back', async () => {
    const email = newAddress('Li.Wei');
    const res = await subscribe(subscription(`  ${email} `, { lists: ['news', 'notice:periodic', 'news'] }));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ code: 200, msg: expect.any(String), data: { accepted: true } });
    expect(res.headers['cache-control']).toBe('no-store');
    const row = await rowOf(email.toLowerCase());
    const at = new Date(clock.ms).toISOString();
    expect(row).toMatchObject({
      email: email.replace('@Example.COM', '@example.com'),
      lang: 'zh',
      lists: JSON.stringify(['news', 'notice:periodic']),
      status: 'pending',
      paused: 0,
      permanent_failures: 0,
      consent_version: ALERT_PRIVACY_VERSION,
      consented_at: null,
      confirmation_sent_at: at,
      created_at: at,
      updated_at: at,
    });
    expect(row?.email_key).not.toContain('example');
    expect(await outboxOf(row?.id ?? '')).toEqual([
      expect.objectContaining({
        dedupe_key: `confirm:${row?.id}:${at}`,
        kind: 'confirm',
        item_key: null,
        status: 'queued',
        attempts: 0,
        next_attempt_at: at,
        sent_at: null,
      }),
    ]);
  });

  it('answers a new, a pending and a confirmed address alike, and queues at most one confirmation an hour', async () => {
    const fresh = newAddress();
    const pending = newAddress();
    const confirmed = newAddress();
    expect((await subscribe(subscription(pending))).statusCode).toBe(202);
    const confirmedId = await confirmedSubscriber(confirmed);
    const confirmedBefore = await rowOf(confirmed);

    const answers = [
      await subscribe(subscription(fresh)),
      await subscribe(subscription(pending.toUpperCase(), { lists: ['securities-news'], lang: 'en' })),
      await subscribe(subscription(confirmed, { lists: ['securities-news'], lang: 'en' })),
    ].map(visible);
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // The pending address took its new choices but no second mail within the hour.
    const pendingRow = await rowOf(pending);
    expect(pendingRow).toMatchObject({ lists: JSON.stringify(['securities-news']), lang: 'en', status: 'pending' });
    expect(await outboxOf(pendingRow?.id ?? '')).toHaveLength(1);
    // The confirmed one changed nothing and got no mail.
    expect(await rowOf(confirmed)).toEqual(confirmedBefore);
    expect((await outboxOf(confirmedId)).filter((m) => m.status === 'queued' && m.kind === 'confirm')).toHaveLength(1);

    clock.advance(HOUR_MS - 1000);
    await subscribe(subscription(pending));
    expect(await outboxOf(pendingRow?.id ?? '')).toHaveLength(1);
    clock.advance(1000);
    await subscribe(subscription(pending));
    const mails = await outboxOf(pendingRow?.id ?? '');
    const renewed = await rowOf(pending);
    expect(renewed?.confirmation_sent_at).toBe(new Date(clock.ms).toISOString());
    // The first mail, unsent, carried a link that no longer works: only the new one is queued.
    expect(mails.map((m) => m.dedupe_key)).toEqual([`confirm:${renewed?.id}:${renewed?.confirmation_sent_at}`]);
  });

  it('stores one row and queues one confirmation when the same address is sent several times at once', async () => {
    const email = newAddress();
    const answers = await Promise.all(Array.from({ length: 6 }, () => subscribe(subscription(email))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(202));
    const row = await rowOf(email);
    expect(await outboxOf(row?.id ?? '')).toHaveLength(1);
    clock.advance(HOUR_MS);
    const again = await Promise.all(Array.from({ length: 6 }, () => subscribe(subscription(email.toLowerCase()))));
    expect(again.map((a) => a.statusCode)).toEqual(Array(6).fill(202));
    const mails = await outboxOf(row?.id ?? '');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.created_at).toBe(new Date(clock.ms).toISOString());
  });

  it('confirms once by the link of the newest mail, and refuses it used, expired, earlier or forged', async () => {
    const email = newAddress();
    await subscribe(subscription(email));
    const first = await rowOf(email);
    const key = await alertKey(t.db);
    const firstToken = confirmToken(key, first?.id ?? '', first?.confirmation_sent_at ?? '');
    clock.advance(HOUR_MS);
    await subscribe(subscription(email, { lists: ['notice:dividend'] }));
    const row = await rowOf(email);
    const token = confirmToken(key, row?.id ?? '', row?.confirmation_sent_at ?? '');
    const confirmWith = (tok: string) => (lang: Lang) => post(t.app, ALERT_PATHS.confirm, { token: tok }, { lang });

    await expectRefusal(confirmWith(firstToken), 400, 'invalid_confirm_link');
    await expectRefusal(confirmWith(`${token.slice(0, -2)}xx`), 400, 'invalid_confirm_link');
    await expectRefusal(confirmWith(`${randomUUID()}.${token.split('.')[1]}`), 400, 'invalid_confirm_link');
    await expectRefusal(confirmWith('not a token'), 400, 'invalid_confirm_link');
    expect((await rowOf(email))?.status).toBe('pending');

    clock.advance(5000);
    const res = await confirmWith(token)('en');
    expect(res.statusCode, res.body).toBe(200);
    const view = (res.json() as { data: SubscriptionView }).data;
    expect(view).toEqual({
      email: row?.email,
      lang: 'zh',
      lists: ['notice:dividend'],
      status: 'confirmed',
      manageToken: manageToken(key, row?.id ?? ''),
    });
    expect(await rowOf(email)).toMatchObject({
      status: 'confirmed',
      consent_version: ALERT_PRIVACY_VERSION,
      consented_at: new Date(clock.ms).toISOString(),
      confirmation_sent_at: null,
    });
    await expectRefusal(confirmWith(token), 400, 'invalid_confirm_link');

    // Another address, whose link is followed 48 hours after its mail.
    const late = newAddress();
    await subscribe(subscription(late));
    const lateRow = await rowOf(late);
    const lateToken = confirmToken(key, lateRow?.id ?? '', lateRow?.confirmation_sent_at ?? '');
    clock.advance(ALERT_CONFIRM_VALID_MS);
    await expectRefusal(confirmWith(lateToken), 410, 'expired_confirm_link');
    expect((await rowOf(late))?.status).toBe('pending');
  });

  it('shows and changes a subscriber’s choices by the token of the mails, and refuses a forged one', async () => {
    const email = newAddress();
    const id = await confirmedSubscriber(email);
    const token = manageToken(await alertKey(t.db), id);
    const get = (tok: string, lang: Lang = 'zh') =>
      t.app.inject({
        method: 'GET',
        url: `${ALERT_PATHS.manage}?${new URLSearchParams({ token: tok })}`,
        headers: { lang },
      });
    const shown = await get(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect((shown.json() as { data: SubscriptionView }).data).toMatchObject({
      email: (await rowOf(email))?.email,
      lists: ['notice:periodic', 'news'],
      status: 'confirmed',
    });

    const put = (body: unknown) => (lang: Lang) => post(t.app, ALERT_PATHS.manage, body, { lang, method: 'PUT' });
    const changed = await put({ token, lists: ['securities-news', 'notice:interim'], lang: 'en' })('zh');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await rowOf(email)).toMatchObject({
      lang: 'en',
      lists: JSON.stringify(['securities-news', 'notice:interim']),
    });

    const forged = `${id}.${'A'.repeat(43)}`;
    await expectRefusal((lang) => get(forged, lang), 400, 'invalid_manage_link');
    await expectRefusal(put({ token: forged, lists: ['news'], lang: 'zh' }), 400, 'invalid_manage_link');
    await expectRefusal(put({ token, lists: ['notice:nothing'], lang: 'zh' }), 400, 'unknown_list');
    await expectRefusal(put({ token, lists: [], lang: 'zh' }), 400, 'no_list');
    await expectRefusal((lang) => get('', lang), 400, 'invalid_manage_link');
    expect((await rowOf(email))?.lists).toBe(JSON.stringify(['securities-news', 'notice:interim']));
  });

  it('unsubscribes in one click (RFC 8058): the address and its unsent mails go at once, a keyed hash is counted', async () => {
    const email = newAddress();
    const id = await confirmedSubscriber(email);
    const key = await alertKey(t.db);
    const token = manageToken(key, id);
    const at = new Date(clock.ms).toISOString();
    const mail = (item: string, status: 'queued' | 'held' | 'sent' | 'failed') => ({
      id: randomUUID(),
      dedupe_key: `alert:${item}:${id}`,
      kind: 'alert' as const,
      subscriber_id: id,
      item_key: item,
      status,
      next_attempt_at: at,
      last_error: null,
      created_at: at,
      sent_at: status === 'sent' ? at : null,
    });
    await t.db
      .insertInto('alert_outbox')
      .values([
        mail('notice:a', 'queued'),
        mail('notice:b', 'held'),
        mail('notice:c', 'sent'),
        mail('news:d', 'queued'),
      ])
      .execute();
    const before = await counts();

    const oneClick = (tok: string, body = 'List-Unsubscribe=One-Click', lang: Lang = 'zh') =>
      t.app.inject({
        method: 'POST',
        url: oneClickUnsubscribePath(tok),
        headers: { 'content-type': 'application/x-www-form-urlencoded', lang },
        payload: body,
      });
    await expectRefusal((lang) => oneClick(`${id}.${'B'.repeat(43)}`, undefined, lang), 400, 'invalid_manage_link');
    await expectRefusal((lang) => oneClick(token, 'List-Unsubscribe=Maybe', lang), 400, 'not_one_click');
    expect(await counts()).toEqual(before);

    const res = await oneClick(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { unsubscribed: true } });
    expect(await rowOf(email)).toBeUndefined();
    const left = await outboxOf(id);
    // The unsent confirmation went too; the mail sent stays (without the address) for its item's count.
    expect(left.map((m) => m.item_key)).toEqual(['notice:c']);
    expect(left[0]?.status).toBe('sent');
    const after = await counts();
    expect(after).toEqual({
      subscribers: before.subscribers - 1,
      outbox: before.outbox - 4,
      unsubscribes: before.unsubscribes + 1,
    });
    const gone = await t.db.selectFrom('alert_unsubscribes').selectAll().orderBy('at', 'desc').execute();
    expect(gone.some((g) => g.email_key === emailKey(key, email))).toBe(false);
    expect(JSON.stringify(gone)).not.toContain(email.split('@')[0]);

    // A mail client that posts again is answered the same; the page then says the address is gone.
    expect((await oneClick(token)).statusCode).toBe(200);
    expect((await counts()).unsubscribes).toBe(after.unsubscribes);
    await expectRefusal(
      (lang) => t.app.inject({ method: 'GET', url: `${ALERT_PATHS.manage}?token=${token}`, headers: { lang } }),
      410,
      'subscription_gone',
    );
  });

  it('unsubscribes from the page (JSON) and from a multipart one-click body', async () => {
    const key = await alertKey(t.db);
    const fromPage = await confirmedSubscriber();
    const page = await t.app.inject({
      method: 'POST',
      url: oneClickUnsubscribePath(manageToken(key, fromPage)),
      headers: { 'content-type': 'application/json', lang: 'en' },
      payload: '{}',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(await t.db.selectFrom('alert_subscribers').where('id', '=', fromPage).selectAll().execute()).toEqual([]);

    const fromMultipart = await confirmedSubscriber();
    const boundary = '----mail-client-7d3f';
    const multipart = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'One-Click',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await t.app.inject({
      method: 'POST',
      url: oneClickUnsubscribePath(manageToken(key, fromMultipart)),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipart,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.db.selectFrom('alert_subscribers').where('id', '=', fromMultipart).selectAll().execute()).toEqual(
      [],
    );

    const kept = await confirmedSubscriber();
    const extra = await t.app.inject({
      method: 'POST',
      url: oneClickUnsubscribePath(manageToken(key, kept)),
      headers: { 'content-type': 'application/json' },
      payload: '{"everything":true}',
    });
    expect(extra.statusCode).toBe(400);
    expect(await t.db.selectFrom('alert_subscribers').where('id', '=', kept).selectAll().execute()).toHaveLength(1);
  });

  it('refuses bad input in the visitor’s language and stores nothing', async () => {
    const before = await counts();
    const email = newAddress();
    const bad: [string, unknown, number, string][] = [
      ['not an address', subscription('li.wei at example.com'), 400, 'invalid_email'],
      ['no domain', subscription('li.wei@'), 400, 'invalid_email'],
      ['a display name', subscription(`Li Wei <${email}>`), 400, 'invalid_email'],
      ['two addresses', subscription(`${email}, boss@example.com`), 400, 'invalid_email'],
      ['CR/LF and a header', subscription(`${email}\r\nBcc: everyone@example.com`), 400, 'invalid_email'],
      ['a trailing line break', subscription(`${email}\n`), 400, 'invalid_email'],
      ['a long address', subscription(`${'a'.repeat(250)}@example.com`), 400, 'invalid_email'],
      ['no address', subscription(''), 400, 'invalid_email'],
      ['an extra field', { ...subscription(email), bcc: 'x@example.com' }, 400, 'unknown_fields'],
      ['an unknown list', subscription(email, { lists: ['notice:nothing'] }), 400, 'unknown_list'],
      ['a list of no form', subscription(email, { lists: ['everything'] }), 400, 'unknown_list'],
      ['a list with a line break', subscription(email, { lists: ['news\r\nX: y'] }), 400, 'unknown_list'],
      ['no list', subscription(email, { lists: [] }), 400, 'no_list'],
      ['another language', subscription(email, { lang: 'fr' }), 400, 'invalid_lang'],
      ['an old privacy wording', subscription(email, { consentVersion: '2020-01-01' }), 400, 'privacy_version_changed'],
      ['no consent', { email, lists: ['news'], lang: 'zh' }, 400, 'privacy_version_changed'],
      ['malformed JSON', '{"email": "x@example.com",', 400, 'malformed_body'],
      ['a list for a body', '[]', 400, 'bad_request'],
      [
        'a huge body',
        subscription(email, { lists: Array.from({ length: 2000 }, () => 'news') }),
        413,
        'payload_too_large',
      ],
    ];
    for (const [what, body, status, code] of bad) {
      await expectRefusal((lang) => subscribe(body, lang), status, code).catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    }
    await expectRefusal(
      (lang) =>
        t.app.inject({
          method: 'POST',
          url: ALERT_PATHS.subscribe,
          headers: { lang, 'content-type': 'text/plain' },
          payload: email,
        }),
      415,
      'unsupported_media_type',
    );
    await expectRefusal(
      (lang) =>
        t.app.inject({
          method: 'POST',
          url: ALERT_PATHS.subscribe,
          headers: { lang, 'content-type': 'application/x-www-form-urlencoded' },
          payload: `email=${encodeURIComponent(email)}&lists=news&lang=zh`,
        }),
      415,
    );
    await expectRefusal((lang) => t.app.inject({ method: 'GET', url: ALERT_PATHS.subscribe, headers: { lang } }), 405);
    expect(await counts()).toEqual(before);
    expect(await rowOf(email)).toBeUndefined();
  });

  it('deletes addresses never confirmed a week after their last confirmation mail, and nothing else', async () => {
    const stale = newAddress();
    await subscribe(subscription(stale));
    const staleId = (await rowOf(stale))?.id ?? '';
    const confirmedId = await confirmedSubscriber();
    clock.advance(ALERT_PENDING_KEEP_MS - 1000);
    const recent = newAddress();
    await subscribe(subscription(recent));
    const sweep = () => sweepUnconfirmed({ db: t.db, clock: clock.now });
    await sweep();
    expect(await rowOf(stale)).toMatchObject({ status: 'pending' });
    clock.advance(1000);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await rowOf(stale)).toBeUndefined();
    expect(await outboxOf(staleId)).toEqual([]);
    expect(await rowOf(recent)).toMatchObject({ status: 'pending' });
    expect(await t.db.selectFrom('alert_subscribers').where('id', '=', confirmedId).selectAll().execute()).toHaveLength(
      1,
    );
    expect(await sweep()).toBe(0);
  });

  it('limits subscriptions per client', async () => {
    const app = await buildApp(testConfig({ smtpUrl: SMTP_URL, alertSubscribeRateMax: 2 }), { db: t.db });
    try {
      const ip = clientAddress();
      for (let i = 0; i < 2; i++) {
        expect((await post(app, ALERT_PATHS.subscribe, subscription(newAddress()), { ip })).statusCode).toBe(202);
      }
      const before = await counts();
      await expectRefusal(
        (lang) => post(app, ALERT_PATHS.subscribe, subscription(newAddress()), { ip, lang }),
        429,
        'too_many_requests',
      );
      expect(await counts()).toEqual(before);
      expect((await post(app, ALERT_PATHS.subscribe, subscription(newAddress()))).statusCode).toBe(202);
    } finally {
      await app.close();
    }
  });

  it('offers nothing and takes nothing without a mail server', async () => {
    const app = await buildApp(testConfig({ smtpUrl: undefined }), { db: t.db });
    try {
      const options = await app.inject({ method: 'GET', url: ALERT_PATHS.options, headers: { lang: 'en' } });
      expect((options.json() as { data: AlertOptions }).data.enabled).toBe(false);
      const before = await counts();
      const email = newAddress();
      await expectRefusal(
        (lang) => post(app, ALERT_PATHS.subscribe, subscription(email), { lang }),
        503,
        'alerts_unavailable',
      );
      expect(await counts()).toEqual(before);
    } finally {
      await app.close();
    }
  });
});
