import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_CONFIRM_VALID_MS } from '@muyuan/contract/alerts-paths';

/**
 * The keyed hashes of e-mail alerts (HMAC-SHA256 with the key of alert-key.ts, base64url). The tokens in
 * the mails carry no stored secret: a subscriber's id and a MAC over what the token may do.
 *
 * - confirm token: `<id>.<HMAC('confirm:' + id + ':' + confirmation_sent_at)>`, valid ALERT_CONFIRM_VALID_MS
 *   after that time; confirming clears `confirmation_sent_at`, so the same link is then refused.
 * - manage token: `<id>.<HMAC('manage:' + id)>`, for the manage page and one-click unsubscription; it stays
 *   genuine after the row is gone (a second unsubscription is answered as the first).
 */

const mac = (key: Buffer, text: string): string => createHmac('sha256', key).update(text).digest('base64url');

/** An address as stored: trimmed, its domain lower-cased (the local part is the mailbox's own business). */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** One address's key (`email_key`): the same however its letters are cased. */
export const emailKey = (key: Buffer, email: string): string => mac(key, normaliseEmail(email).toLowerCase());

/** What an unsubscription leaves to be counted: a keyed hash of its own, not the subscriber's `email_key`. */
export const goneKey = (key: Buffer, email: string): string => mac(key, `gone:${normaliseEmail(email).toLowerCase()}`);

export const confirmToken = (key: Buffer, id: string, confirmationSentAt: string): string =>
  `${id}.${mac(key, `confirm:${id}:${confirmationSentAt}`)}`;

export const manageToken = (key: Buffer, id: string): string => `${id}.${mac(key, `manage:${id}`)}`;

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** The subscriber a token names, whether or not it is genuine; null when it is not a token's shape. */
export function tokenSubscriber(token: string): string | null {
  return TOKEN.exec(token)?.[1] ?? null;
}

function sameMac(token: string, expected: string): boolean {
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The subscriber of a genuine manage token, else null (forged, altered or not a token). */
export function checkManageToken(key: Buffer, token: string): string | null {
  const id = tokenSubscriber(token);
  return id !== null && sameMac(token, manageToken(key, id)) ? id : null;
}

export type ConfirmCheck = 'valid' | 'expired' | 'invalid';

/**
 * Whether `token` confirms the subscriber whose pending confirmation was queued at `confirmationSentAt`
 * (null: none pending, e.g. confirmed already) at `now`: `invalid` when it is not that confirmation's
 * token (forged, or of an earlier mail or a used link), `expired` after ALERT_CONFIRM_VALID_MS.
 */
export function checkConfirmToken(
  key: Buffer,
  token: string,
  confirmationSentAt: string | null,
  now: number,
): ConfirmCheck {
  const id = tokenSubscriber(token);
  if (id === null || confirmationSentAt === null) return 'invalid';
  if (!sameMac(token, confirmToken(key, id, confirmationSentAt))) return 'invalid';
  return now - Date.parse(confirmationSentAt) < ALERT_CONFIRM_VALID_MS ? 'valid' : 'expired';
}
