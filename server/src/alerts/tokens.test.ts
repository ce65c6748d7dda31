import { randomBytes, randomUUID } from 'node:crypto';
import { ALERT_CONFIRM_VALID_MS } from '@muyuan/contract/alerts-paths';
import { describe, expect, it } from 'vitest';
import {
  checkConfirmToken,
  checkManageToken,
  confirmToken,
  emailKey,
  goneKey,
  manageToken,
  normaliseEmail,
  tokenSubscriber,
} from './tokens.ts';

const key = randomBytes(32);
const otherKey = randomBytes(32);
const id = randomUUID();
const sentAt = '2026-11-29T08:00:00.000Z';
const sentMs = Date.parse(sentAt);

/** The token with one character of its MAC changed. */
const altered = (token: string) => token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');

describe('alert addresses', () => {
  it('are stored trimmed with the domain lower-cased and the local part as given', () => {
    expect(normaliseEmail('  Li.Wei@Example.COM ')).toBe('Li.Wei@example.com');
  });

  it('have one key however their letters are cased, and another key once gone', () => {
    expect(emailKey(key, 'Li.Wei@Example.com')).toBe(emailKey(key, ' li.wei@example.COM'));
    expect(emailKey(key, 'li.wei@example.com')).not.toBe(emailKey(key, 'li.wu@example.com'));
    expect(emailKey(otherKey, 'li.wei@example.com')).not.toBe(emailKey(key, 'li.wei@example.com'));
    expect(goneKey(key, 'li.wei@example.com')).not.toBe(emailKey(key, 'li.wei@example.com'));
    expect(goneKey(key, 'li.wei@example.com')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('manage tokens', () => {
  it('name their subscriber when genuine', () => {
    const token = manageToken(key, id);
    expect(tokenSubscriber(token)).toBe(id);
    expect(checkManageToken(key, token)).toBe(id);
  });

  it('are refused when forged, altered, of another key or of another subscriber', () => {
    const token = manageToken(key, id);
    expect(checkManageToken(key, altered(token))).toBeNull();
    expect(checkManageToken(otherKey, token)).toBeNull();
    expect(checkManageToken(key, `${randomUUID()}.${token.split('.')[1]}`)).toBeNull();
    expect(checkManageToken(key, confirmToken(key, id, sentAt))).toBeNull();
    for (const junk of ['', id, `${id}.`, `${token}x`, `${token} `, 'a.b'])
      expect(checkManageToken(key, junk)).toBeNull();
  });
});

describe('confirm tokens', () => {
  const token = confirmToken(key, id, sentAt);

  it('confirm within 48 hours of the mail', () => {
    expect(checkConfirmToken(key, token, sentAt, sentMs)).toBe('valid');
    expect(checkConfirmToken(key, token, sentAt, sentMs + ALERT_CONFIRM_VALID_MS - 1)).toBe('valid');
  });

  it('expire 48 hours after the mail', () => {
    expect(checkConfirmToken(key, token, sentAt, sentMs + ALERT_CONFIRM_VALID_MS)).toBe('expired');
  });

  it('are refused once used (nothing pending), for a later mail, or when forged', () => {
    expect(checkConfirmToken(key, token, null, sentMs)).toBe('invalid');
    expect(checkConfirmToken(key, token, '2026-11-29T09:00:00.000Z', sentMs)).toBe('invalid');
    expect(checkConfirmToken(key, altered(token), sentAt, sentMs)).toBe('invalid');
    expect(checkConfirmToken(otherKey, token, sentAt, sentMs)).toBe('invalid');
    expect(checkConfirmToken(key, manageToken(key, id), sentAt, sentMs)).toBe('invalid');
  });
});
