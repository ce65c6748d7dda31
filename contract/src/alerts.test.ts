import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALERT_PATHS,
  alertEmailSchema,
  oneClickUnsubscribePath,
  subscribePageAddress,
  subscribeRequestSchema,
} from './alerts.ts';

/** Characters that could end a mail header and start another. */
const BREAKS = ['\r', '\n', '\r\n', '\u0000', '\u0085', '\u2028', '\u2029', '\t', '\u000b'];

describe('alert e-mail addresses', () => {
  it('are taken trimmed, as given', () => {
    expect(alertEmailSchema.parse('  Li.Wei+ir@Example.com ')).toBe('Li.Wei+ir@Example.com');
  });

  it('are refused with a line break or control character anywhere, even at the ends (property)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom(...BREAKS), fc.nat(), (email, brk, at) => {
        const i = at % (email.length + 1);
        const tainted = `${email.slice(0, i)}${brk}${email.slice(i)}`;
        expect(alertEmailSchema.safeParse(tainted).success).toBe(false);
        expect(alertEmailSchema.safeParse(`${tainted}\r\nBcc: everyone@example.com`).success).toBe(false);
      }),
    );
  });

  it('never hold a line break, a comma, angle brackets or more than 254 characters when taken (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.emailAddress(), fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const parsed = alertEmailSchema.safeParse(text);
        if (parsed.success) {
          expect(parsed.data).not.toMatch(/[\r\n,<>"\s]/);
          expect(parsed.data.length).toBeLessThanOrEqual(254);
          expect(parsed.data).toMatch(/^[^@]+@[^@]+$/);
        }
      }),
    );
  });

  it('are not display names, lists of addresses or quoted forms', () => {
    for (const text of [
      'Li Wei <li@example.com>',
      'li@example.com, wu@example.com',
      '"li wei"@example.com',
      'li@',
      '@example.com',
      'li@example',
    ]) {
      expect(alertEmailSchema.safeParse(text).success, text).toBe(false);
    }
  });
});

describe('a subscription request', () => {
  const valid = {
    email: 'li@example.com',
    lists: ['notice:periodic', 'news'],
    lang: 'en',
    consentVersion: '2026-11-29',
  };

  it('takes the three kinds of list and nothing else', () => {
    expect(subscribeRequestSchema.safeParse(valid).success).toBe(true);
    expect(subscribeRequestSchema.safeParse({ ...valid, lists: ['securities-news'] }).success).toBe(true);
    for (const lists of [[], ['notice:'], ['notices'], ['news\n'], ['notice:a b']]) {
      expect(subscribeRequestSchema.safeParse({ ...valid, lists }).success, JSON.stringify(lists)).toBe(false);
    }
    expect(subscribeRequestSchema.safeParse({ ...valid, cc: 'x@example.com' }).success).toBe(false);
  });
});

describe('the addresses of the mails', () => {
  it('open the subscribe page of the language on a confirmation or the choices', () => {
    expect(subscribePageAddress('zh')).toBe('/subscribe');
    expect(subscribePageAddress('en', { confirm: 'a.b' })).toBe('/en/subscribe?confirm=a.b');
    expect(subscribePageAddress('zh', { manage: 'x/y+z' })).toBe('/subscribe?manage=x%2Fy%2Bz');
    expect(oneClickUnsubscribePath('id.mac')).toBe(`${ALERT_PATHS.unsubscribe}?token=id.mac`);
  });
});
