import { API_PREFIX } from './api-paths.ts';
import type { Lang } from './lang.ts';

/**
 * E-mail alerts' addresses (issue 41), without zod: the subscribe page imports these (its own chunk), and
 * the server's mails build their links from the same functions. The schemas are in alerts.ts.
 */

/** Prefix of the alerts API. */
export const ALERTS_API_PREFIX = `${API_PREFIX}/alerts`;

export const ALERT_PATHS = {
  /** GET: whether alerts are offered (a mail server is configured), the lists in the request's language, the privacy wording's version. */
  options: `${ALERTS_API_PREFIX}/options`,
  /** POST `{ email, lists, lang, consentVersion }`: asks for a confirmation mail (the same answer whether or not the address is known). */
  subscribe: `${ALERTS_API_PREFIX}/subscribe`,
  /** POST `{ token }`: the confirmation mail's link, followed once within 48 hours. */
  confirm: `${ALERTS_API_PREFIX}/confirm`,
  /** GET `?token=`: a subscriber's choices; PUT `{ token, lists, lang }`: changes them. */
  manage: `${ALERTS_API_PREFIX}/manage`,
  /**
   * POST `?token=`: deletes the address at once. Takes the RFC 8058 one-click body (`List-Unsubscribe=One-Click`,
   * form-encoded or multipart, as mail clients send it) and the page's JSON body `{}`.
   */
  unsubscribe: `${ALERTS_API_PREFIX}/unsubscribe`,
} as const;

/**
 * The version of the privacy wording the subscribe form shows (purpose, what is kept, how long, how to
 * leave): the form sends it back, and it is recorded with the time of consent. Raise it (a date) whenever
 * that wording changes.
 */
export const ALERT_PRIVACY_VERSION = '2026-11-29';

/** A confirmation link is valid this long after its mail was queued. */
export const ALERT_CONFIRM_VALID_MS = 48 * 3_600_000;
/** An address never confirmed is deleted this long after its (last) confirmation mail: what the privacy wording promises. */
export const ALERT_PENDING_KEEP_MS = 7 * 24 * 3_600_000;

/** Company news (news.yaml records of category `company`). Here, not in alerts.ts: the page groups the lists without zod. */
export const NEWS_LIST = 'news';
/** Securities news (securities-news.yaml). */
export const SECURITIES_NEWS_LIST = 'securities-news';
/** The prefix of a list of one announcement type: `notice:<id of notice-types.yaml>`. */
export const NOTICE_LIST_PREFIX = 'notice:';

/** The subscribe page, one per language (path addresses, prerendered like every page). */
export const SUBSCRIBE_PAGES: Record<Lang, string> = { zh: '/subscribe', en: '/en/subscribe' };

/**
 * The subscribe page in `lang`, opened on a confirmation (`?confirm=<token>`) or on a subscriber's choices
 * (`?manage=<token>`): the links of the mails, relative to the site's origin.
 */
export function subscribePageAddress(lang: Lang, tokens: { confirm?: string; manage?: string } = {}): string {
  const query = new URLSearchParams();
  if (tokens.confirm !== undefined) query.set('confirm', tokens.confirm);
  if (tokens.manage !== undefined) query.set('manage', tokens.manage);
  const search = query.toString();
  return search ? `${SUBSCRIBE_PAGES[lang]}?${search}` : SUBSCRIBE_PAGES[lang];
}

/** The one-click unsubscribe address of a subscriber's manage token (a mail's `List-Unsubscribe`, with the site's origin before it). */
export const oneClickUnsubscribePath = (manageToken: string): string =>
  `${ALERT_PATHS.unsubscribe}?${new URLSearchParams({ token: manageToken })}`;

/** The manage address of a token (the page's GET). */
export const manageQueryPath = (manageToken: string): string =>
  `${ALERT_PATHS.manage}?${new URLSearchParams({ token: manageToken })}`;
