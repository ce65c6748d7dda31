import { z } from 'zod';
import { alertEmailSchema } from '../alerts.ts';

/**
 * The console's e-mail alerts screen (issue 41, point 5): whether mail is configured, confirmed subscribers
 * per list and language, the sends of each item with their failure reasons, holding an item's alerts
 * before they go, a test mail to oneself, and erasing one address on request. No answer names an address:
 * subscribers are counted, never listed.
 */

/** The outbox's states of a mail, in the order the console shows them. */
export const ALERT_SEND_STATUSES = ['queued', 'sending', 'sent', 'failed', 'held'] as const;
export type AlertSendStatus = (typeof ALERT_SEND_STATUSES)[number];

/** The variables of the mail server (config.ts): SMTP_URL alone turns alerts on; MAIL_RATE_PER_MIN shows as the rate. */
export const MAIL_VARIABLES = ['SMTP_URL', 'MAIL_FROM', 'DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const;
export type MailVariable = (typeof MAIL_VARIABLES)[number];

export const alertMailSetupSchema = z.object({
  /** SMTP_URL is set: the form is offered and the sender runs. */
  configured: z.boolean(),
  /** Each variable and whether it is set (never its value: SMTP_URL may hold a password). */
  variables: z.array(z.object({ name: z.enum(MAIL_VARIABLES), set: z.boolean() })),
  /** The company's sender as mails show it (MAIL_FROM, or its default). */
  from: z.string(),
  /** Mails are signed (DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY all set). */
  dkim: z.boolean(),
  /** MAIL_RATE_PER_MIN: mails handed to the server per minute at most. */
  ratePerMin: z.number().int(),
});
export type AlertMailSetup = z.infer<typeof alertMailSetupSchema>;

/** Counts of subscribers by the language of their mails. */
export const langCountsSchema = z.object({ zh: z.number().int(), en: z.number().int() });
export type LangCounts = z.infer<typeof langCountsSchema>;

export const alertListCountSchema = z.object({
  /** `notice:<type>`, `news` or `securities-news`. */
  id: z.string(),
  /** In the request's language; a list no longer offered (its type removed) is named by its id. */
  name: z.string(),
  /** Confirmed subscribers of the list, by language (a subscriber counts once in each of their lists). */
  confirmed: langCountsSchema,
});
export type AlertListCount = z.infer<typeof alertListCountSchema>;

export const alertSummarySchema = z.object({
  mail: alertMailSetupSchema,
  lists: z.array(alertListCountSchema),
  /** Confirmed addresses, by language (each once, whatever its lists). */
  confirmed: langCountsSchema,
  /** Addresses that have not followed their confirmation link yet. */
  pending: z.number().int(),
  /** Confirmed addresses paused after repeated permanent failures: nothing is sent to them. */
  paused: z.number().int(),
  /** Unsubscriptions and erasures so far (keyed hashes counted; nothing gives an address back). */
  unsubscribed: z.number().int(),
});
export type AlertSummary = z.infer<typeof alertSummarySchema>;

/** An item's alert mails counted by status (ALERT_SEND_STATUSES). */
export const alertSendCountsSchema = z.object({
  queued: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  held: z.number().int(),
});
export type AlertSendCounts = z.infer<typeof alertSendCountsSchema>;

export const alertReasonSchema = z.object({
  /** The mail server's answer or why a mail was not sent, addresses already blotted out by the sender. */
  reason: z.string(),
  count: z.number().int(),
  /** False: the mails are queued to be tried again; true: they failed for good. */
  final: z.boolean(),
});
export type AlertReason = z.infer<typeof alertReasonSchema>;

export const alertItemSchema = z.object({
  /** `notice:<id>`, `news:<id>` or `securities-news:<id>`. */
  key: z.string(),
  kind: z.string(),
  /** The item's title on the site (announcements in Chinese only), or null when it is no longer published. */
  title: z.string().nullable(),
  /** The item's date on the site, or null. */
  date: z.string().nullable(),
  publishedAt: z.string(),
  queuedAt: z.string(),
  held: z.boolean(),
  sends: alertSendCountsSchema,
  /** When the first of its queued mails is due (ISO), or null when none is queued. */
  nextAt: z.string().nullable(),
  reasons: z.array(alertReasonSchema),
});
export type AlertItem = z.infer<typeof alertItemSchema>;

/** The latest items alerts were queued for, newest first. */
export const ALERT_ITEMS_SHOWN = 50;

export const alertItemsSchema = z.object({
  items: z.array(alertItemSchema),
  /** Every item alerts were ever queued for (the list shows the latest ALERT_ITEMS_SHOWN). */
  total: z.number().int(),
});
export type AlertItems = z.infer<typeof alertItemsSchema>;

export const alertItemParamsSchema = z.strictObject({
  key: z
    .string()
    .regex(/^(notice|news|securities-news):[^\s/]{1,200}$/, 'notice:<id>, news:<id> or securities-news:<id>'),
});

/** What a test mail came to: taken by the mail server, or its refusal (addresses blotted out). */
export const testMailAnswerSchema = z.object({
  outcome: z.enum(['sent', 'temporary', 'permanent']),
  reason: z.string().nullable(),
});
export type TestMailAnswer = z.infer<typeof testMailAnswerSchema>;

export const eraseRequestSchema = z.strictObject({ email: alertEmailSchema });

/** The same answer whether or not the address was subscribed: the console learns nothing of it. */
export const eraseAnswerSchema = z.object({ erased: z.literal(true) });
