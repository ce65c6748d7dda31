import { z } from 'zod';

/** What the audit trail records of staff and their sign-in (issue 19); the console names each. */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'step_up',
  'step_up_failed',
  'invitation_create',
  'enrollment',
  'passkey_add',
  'passkey_remove',
  'recovery_codes_renew',
  'role_change',
  'sign_in_reset',
  'sessions_end',
  'token_create',
  'token_revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * What it records of content editing (issue 20), on objects `content:<collection>/<record id>`, a list
 * of its own (the console names these and their details apart: web/src/admin/audit-words.ts); later
 * issues add case actions the same way.
 */
export const CONTENT_AUDIT_ACTIONS = [
  'content_draft_save',
  'content_draft_discard',
  'content_publish',
  'content_unpublish',
  'content_restore',
  'content_schedule',
  'content_schedule_cancel',
  'content_schedule_failed',
] as const;
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];

/** What it records of the media store, on objects `media:<sha256>`. */
export const MEDIA_AUDIT_ACTIONS = ['media_upload', 'media_delete'] as const;
export type MediaAuditAction = (typeof MEDIA_AUDIT_ACTIONS)[number];

/** What it records of the published PDFs' text (issue 42), on objects `document:<sha256>`. */
export const DOCUMENT_AUDIT_ACTIONS = ['document_read_again'] as const;

/** What it records of the price history, on objects `prices:<code>`: an imported file's name and counts. */
export const MARKET_AUDIT_ACTIONS = ['price_import'] as const;

/**
 * What it records of e-mail alerts (issue 41), on objects `alert:<item key>` and `alert-address:<keyed hash>`:
 * never an address.
 */
export const ALERT_AUDIT_ACTIONS = ['alert_hold', 'alert_release', 'alert_test_mail', 'alert_erase'] as const;

/**
 * What it records of the compliance team's cases (issue 21), on objects `case:<report id>`: ids, statuses
 * and dates only, never anything a report says (a reason is kept sealed to the team's key).
 */
export const CASE_AUDIT_ACTIONS = [
  'case_view',
  'case_acknowledge',
  'case_feedback',
  'case_assign',
  'case_status',
  'case_legal_hold',
  'case_download',
  'case_reply',
  'case_note',
  'case_export',
  'case_duplicate',
  'case_deleted',
  'case_index_read',
  'case_index',
  'case_category',
] as const;
export type CaseAuditAction = (typeof CASE_AUDIT_ACTIONS)[number];

/** Every action a row may hold (the audit query filters by any). */
export const auditActionSchema = z.enum([
  ...AUDIT_ACTIONS,
  ...CONTENT_AUDIT_ACTIONS,
  ...MEDIA_AUDIT_ACTIONS,
  ...DOCUMENT_AUDIT_ACTIONS,
  ...MARKET_AUDIT_ACTIONS,
  ...ALERT_AUDIT_ACTIONS,
  ...CASE_AUDIT_ACTIONS,
]);
export type AuditedAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  /** `account:<id>`, `token:<id>`, `cli` (npm run admin), `system` (the server itself) or `anonymous`. */
  actor: z.string(),
  actorName: z.string().nullable(),
  action: z.string(),
  /** `account:<id>`, `token:<id>`, `invitation:<id>`, `passkey:<id>`, `content:<collection>/<record id>`, `media:<sha256>`, `document:<sha256>`, `prices:<code>`, `case:<id>`, or null. */
  object: z.string().nullable(),
  /** The public id of the session the action came from, or null. */
  session: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  action: auditActionSchema.optional(),
  actor: z.string().max(200).optional(),
  object: z.string().max(200).optional(),
  /** ISO times, inclusive. */
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
});

export const auditPageSchema = z.object({
  list: z.array(auditEntrySchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
