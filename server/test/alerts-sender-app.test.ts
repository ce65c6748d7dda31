import { ALERT_PATHS, ALERT_PRIVACY_VERSION } from '@muyuan/contract/alerts-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './helpers/client-address.ts';
import { databases } from './helpers/databases.ts';
import { SmtpPeer } from './helpers/smtp-peer.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The whole way of a subscription through the server as built: the form's request queues a confirmation,
 * the app's sender hands it to a real SMTP server, and the links of the mail that arrived work when followed.
 */
const TOKEN = 'alerts-metrics-token';

describe.each(databases())('alert mail through the app (%s)', (dialect) => {
  const peer = new SmtpPeer();
  let t: TestApp;

  beforeAll(async () => {
    await peer.start();
    t = await createTestApp(dialect, {
      smtpUrl: peer.url,
      siteUrl: 'https://www.example.com',
      mailFrom: 'IR <ir@example.com>',
      metricsToken: TOKEN,
    });
  });
  afterAll(async () => {
    await t?.cleanup();
    await peer.stop();
  });

  it('has no sender without SMTP_URL', async () => {
    const plain = await createTestApp(dialect);
    try {
      expect(plain.app.alertSender).toBeNull();
    } finally {
      await plain.cleanup();
    }
  });

  it('mails the confirmation of a subscription, whose link confirms and whose one-click header unsubscribes', async () => {
    const email = `someone.${Date.now()}@example.org`;
    const subscribe = await t.app.inject({
      method: 'POST',
      url: ALERT_PATHS.subscribe,
      remoteAddress: clientAddress(),
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: JSON.stringify({ email, lists: ['news'], lang: 'en', consentVersion: ALERT_PRIVACY_VERSION }),
    });
    expect(subscribe.statusCode, subscribe.body).toBe(202);
    const sender = t.app.alertSender ?? expect.unreachable();
    const metric = async (name: string) => {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      const line = res.body.split('\n').find((l) => l.startsWith(name));
      return Number(line?.split(' ')[1] ?? 0);
    };
    expect(await metric('alert_outbox_rows{status="queued"}')).toBe(1);
    const sentBefore = await metric('alert_mail_sends_total{outcome="sent"}');
    expect(await sender.run()).toMatchObject({ sent: 1 });
    expect(await sender.run()).toMatchObject({ sent: 0 });
    expect(await metric('alert_mail_sends_total{outcome="sent"}')).toBe(sentBefore + 1);
    expect(await metric('alert_outbox_rows{status="queued"}')).toBe(0);
    expect(await metric('alert_outbox_rows{status="sent"}')).toBe(1);

    const { mail, to } = peer.received[0] ?? expect.unreachable();
    expect(to).toEqual([email]);
    expect(mail.subject).toBe('Please confirm your Muyuan Foods investor alerts');
    const link = new URL(/https:\/\/\S+/.exec(mail.text ?? '')?.[0] ?? '');
    expect(link.origin).toBe('https://www.example.com');
    expect(link.pathname).toBe('/en/subscribe');
    const confirm = await t.app.inject({
      method: 'POST',
      url: ALERT_PATHS.confirm,
      remoteAddress: clientAddress(),
      headers: { lang: 'en', 'content-type': 'application/json' },
      payload: JSON.stringify({ token: link.searchParams.get('confirm') }),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json()).toMatchObject({ data: { status: 'confirmed', email } });

    // What a mail client does with List-Unsubscribe and List-Unsubscribe-Post (RFC 8058).
    const header = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const oneClick = new URL(/<(https:[^>]+)>/.exec(header)?.[1] ?? '');
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribe.statusCode, unsubscribe.body).toBe(200);
    const left = await t.db.selectFrom('alert_subscribers').select('id').where('email', '=', email).execute();
    expect(left).toEqual([]);
  });
});
