import { z } from 'zod';
import { type Lang, langSchema } from './lang.ts';

export {
  ALERT_CONFIRM_VALID_MS,
  ALERT_PATHS,
  ALERT_PENDING_KEEP_MS,
  ALERT_PRIVACY_VERSION,
  ALERTS_API_PREFIX,
  manageQueryPath,
  NEWS_LIST,
  NOTICE_LIST_PREFIX,
  oneClickUnsubscribePath,
  SECURITIES_NEWS_LIST,
  SUBSCRIBE_PAGES,
  subscribePageAddress,
} from './alerts-paths.ts';

import { type NEWS_LIST, NOTICE_LIST_PREFIX, type SECURITIES_NEWS_LIST } from './alerts-paths.ts';

/**
 * E-mail alerts (issue 41): double opt-in subscription to lists of the investor pages, a subscriber's
 * choices behind the token of their mails, and one-click unsubscription (RFC 8058). Every body is strict:
 * a field the schema does not name is refused.
 */

export const noticeListId = (noticeTypeId: string): string => `${NOTICE_LIST_PREFIX}${noticeTypeId}`;

/**
 * A list's id as written: `notice:<type id>`, `news` or `securities-news`. Which announcement types exist
 * is content (the notice-types collection): the server refuses a well-formed id of no type it knows.
 */
export const alertListIdSchema = z
  .string()
  .regex(/^(notice:[A-Za-z0-9_-]{1,64}|news|securities-news)$/, 'notice:<type>, news or securities-news');
export type AlertListId = z.infer<typeof alertListIdSchema>;

/** At most one list of each kind; more ids than that is not a request anyone's form makes. */
const MAX_LISTS = 100;
const listsSchema = z.array(alertListIdSchema).min(1).max(MAX_LISTS);

/**
 * Names of the lists that are not announcement types, and English names of the announcement types, which
 * the notice-types collection keeps in Chinese only (like the announcements). A type without an English
 * name here is shown by its Chinese one.
 */
export const ALERT_LIST_NAMES: Record<typeof NEWS_LIST | typeof SECURITIES_NEWS_LIST, Record<Lang, string>> = {
  news: { zh: '公司新闻', en: 'Company news' },
  'securities-news': { zh: '证券资讯', en: 'Securities news' },
};
export const NOTICE_TYPE_NAMES_EN: Readonly<Record<string, string>> = {
  periodic: 'Periodic reports',
  interim: 'Interim announcements',
  governance: 'Corporate governance',
  dividend: 'Dividend distributions',
  convertibleBond: 'Convertible bonds',
};

/** A control character (CR, LF, tab, NUL, DEL, C1) or a Unicode line break: a line break could start a header of its own in a mail. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/**
 * An e-mail address: no control character anywhere (checked before the blanks around it are trimmed),
 * at most 254 characters (RFC 5321's path limit), and an address's syntax: no display name, comment,
 * quoted part or second address.
 */
export const alertEmailSchema = z
  .string()
  .max(1000)
  .refine((value) => !CONTROL.test(value), 'no line breaks or control characters')
  .transform((value) => value.trim())
  .pipe(z.email().max(254));

/** A confirmation or manage token, as the mails' links carry it; the server tells a genuine one. */
export const alertTokenSchema = z.string().min(1).max(200);

export const alertListSchema = z.object({ id: alertListIdSchema, name: z.string() });
export type AlertList = z.infer<typeof alertListSchema>;

/** GET options: what the form offers. */
export const alertOptionsSchema = z.object({
  /** False while no mail server is configured (SMTP_URL): the page does not show the form. */
  enabled: z.boolean(),
  /** Every list, in the request's language: the announcement types in their order, then news, securities news. */
  lists: z.array(alertListSchema),
  /** ALERT_PRIVACY_VERSION: the form sends it back as `consentVersion`. */
  privacyVersion: z.string(),
});
export type AlertOptions = z.infer<typeof alertOptionsSchema>;

/** POST subscribe. `consentVersion` must be ALERT_PRIVACY_VERSION (the wording the visitor saw). */
export const subscribeRequestSchema = z.strictObject({
  email: alertEmailSchema,
  lists: listsSchema,
  /** The language of the mails. */
  lang: langSchema,
  consentVersion: z.string().max(40),
});
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;

/**
 * The answer to every well-formed subscription, whatever is known of the address (HTTP 202): a
 * confirmation mail is on its way unless the address is confirmed already or had one within the hour.
 */
export const subscribeAnswerSchema = z.object({ accepted: z.literal(true) });
export type SubscribeAnswer = z.infer<typeof subscribeAnswerSchema>;

/** POST confirm. */
export const confirmRequestSchema = z.strictObject({ token: alertTokenSchema });

/** A subscriber's choices, as the manage page shows them. */
export const subscriptionViewSchema = z.object({
  /** The address the mails go to (only the holder of its token sees it). */
  email: z.string(),
  lang: langSchema,
  lists: z.array(alertListIdSchema),
  /** Confirmed: alerts are sent; pending: the confirmation link has not been followed yet. */
  status: z.enum(['pending', 'confirmed']),
  /** The token of the manage page and of one-click unsubscription (the mails carry the same). */
  manageToken: z.string(),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** GET manage. */
export const manageQuerySchema = z.strictObject({ token: alertTokenSchema });

/** PUT manage: the new choices (every list replaced). To receive nothing, unsubscribe. */
export const manageRequestSchema = z.strictObject({
  token: alertTokenSchema,
  lists: listsSchema,
  lang: langSchema,
});
export type ManageRequest = z.input<typeof manageRequestSchema>;

/** POST unsubscribe's query. */
export const unsubscribeQuerySchema = z.strictObject({ token: alertTokenSchema });
/** The page's JSON body (a mail client's one-click body is `List-Unsubscribe=One-Click`, form-encoded). */
export const unsubscribePageBodySchema = z.strictObject({});
export const unsubscribeAnswerSchema = z.object({ unsubscribed: z.literal(true) });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswerSchema>;
