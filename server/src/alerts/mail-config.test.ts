import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { DEFAULT_MAIL_FROM, mailSettings } from './mail-config.ts';

const pem = generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const SMTP = { SMTP_URL: 'smtps://alerts:secret@mail.example.com' };

describe('the mail settings', () => {
  it('send nothing without SMTP_URL, and take the defaults with it', () => {
    expect(mailSettings(loadConfig({}))).toBeNull();
    expect(mailSettings(loadConfig(SMTP))).toEqual({
      smtpUrl: SMTP.SMTP_URL,
      from: DEFAULT_MAIL_FROM,
      messageIdDomain: 'localhost',
      ratePerMin: 600,
    });
  });

  it('sign with DKIM when all three variables are set, the key written on one line with \\n', () => {
    const settings = mailSettings(
      loadConfig({
        ...SMTP,
        MAIL_FROM: 'ir-alerts@muyuanfoods.com',
        DKIM_DOMAIN: 'muyuanfoods.com',
        DKIM_SELECTOR: 'alerts2026',
        DKIM_PRIVATE_KEY: pem.trim().replace(/\n/g, '\\n'),
        MAIL_RATE_PER_MIN: '60',
      }),
    );
    expect(settings).toMatchObject({
      from: 'ir-alerts@muyuanfoods.com',
      messageIdDomain: 'muyuanfoods.com',
      dkim: { domainName: 'muyuanfoods.com', keySelector: 'alerts2026', privateKey: pem.trim() },
      ratePerMin: 60,
    });
  });

  it('stop the server on a partial DKIM set, naming what is missing', () => {
    expect(() => loadConfig({ ...SMTP, DKIM_DOMAIN: 'muyuanfoods.com' })).toThrow(
      /DKIM_SELECTOR: .*missing: DKIM_SELECTOR, DKIM_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ DKIM_DOMAIN: 'muyuanfoods.com', DKIM_SELECTOR: 's1' })).toThrow(
      /missing: DKIM_PRIVATE_KEY$/,
    );
  });

  it('refuse a key that is no key, a sender with a line break or two addresses, and a rate of nothing', () => {
    expect(() => loadConfig({ DKIM_PRIVATE_KEY: 'not a key' })).toThrow(/DKIM_PRIVATE_KEY: a PEM private key/);
    expect(() => loadConfig({ MAIL_FROM: 'a@example.com\r\nBcc: b@example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_FROM: 'a@example.com, b@example.com' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ MAIL_RATE_PER_MIN: '0' })).toThrow(/MAIL_RATE_PER_MIN/);
  });
});
