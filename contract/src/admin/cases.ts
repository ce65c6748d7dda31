import { z } from 'zod';

/**
 * The compliance team's cases (issue 21): one per integrity report. The server holds in clear only what
 * it needs to run the clocks and show who works on what (status, outcome, dates, assignee, legal hold);
 * what the reporter wrote stays sealed and is opened in the officer's browser.
 */

export const CASE_STATUSES = ['received', 'acknowledged', 'in_review', 'closed'] as const;
export const caseStatusSchema = z.enum(CASE_STATUSES);
export type CaseStatus = z.infer<typeof caseStatusSchema>;

export const CASE_OUTCOMES = ['substantiated', 'not_substantiated', 'referred', 'withdrawn'] as const;
export const caseOutcomeSchema = z.enum(CASE_OUTCOMES);
export type CaseOutcome = z.infer<typeof caseOutcomeSchema>;

/**
 * What a case is about, as the officer classifies it after reading the report (decision 243): kept in clear,
 * like the status, so the year's figures count cases by category and the list filters by it. The reporter's
 * own words (subject, department, province) stay sealed.
 */
export const CASE_CATEGORIES = [
  'bribery',
  'embezzlement',
  'conflict_of_interest',
  'fraud',
  'misconduct',
  'other',
] as const;
export const caseCategorySchema = z.enum(CASE_CATEGORIES);
export type CaseCategory = z.infer<typeof caseCategorySchema>;

/**
 * Where `POST cases/:id/status` may take a case. `acknowledged` is reached by `POST cases/:id/acknowledge`
 * only (it records the date the clock stops); a closed case may be reopened for review.
 */
export const CASE_TRANSITIONS: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  received: ['closed'],
  acknowledged: ['in_review', 'closed'],
  in_review: ['closed'],
  closed: ['in_review'],
};

export const caseParamsSchema = z.strictObject({ id: z.uuid() });
export const caseAttachmentParamsSchema = z.strictObject({ id: z.uuid(), fileId: z.string().min(1).max(100) });

/** The figures of one Beijing calendar year (cases received in it), for the annual compliance report. */
export const caseStatisticsQuerySchema = z.strictObject({ year: z.coerce.number().int().min(2000).max(2100) });
export const caseStatisticsSchema = z.object({
  year: z.number().int(),
  received: z.number().int(),
  byStatus: z.record(caseStatusSchema, z.number().int()),
  /** Closed cases by outcome (those closed before outcomes existed are in no bucket). */
  byOutcome: z.record(caseOutcomeSchema, z.number().int()),
  /** Cases by the category an officer gave them; those not yet classified are `uncategorized`. */
  byCategory: z.record(caseCategorySchema, z.number().int()),
  uncategorized: z.number().int(),
  /** Median days from receipt, one decimal; null when no case got there. */
  medianDaysToAcknowledge: z.number().nullable(),
  medianDaysToClose: z.number().nullable(),
  acknowledgedWithinDeadline: z.number().int(),
});
export type CaseStatistics = z.infer<typeof caseStatisticsSchema>;

/** Closed cases deleted within `withinDays` (and any past due the sweep has not reached yet), soonest first. */
export const caseRetentionSchema = z.object({
  retentionDays: z.number().int(),
  withinDays: z.number().int(),
  list: z.array(z.object({ id: z.string(), closedAt: z.string(), deleteAt: z.string() })),
});
export type CaseRetention = z.infer<typeof caseRetentionSchema>;

/** Who a case may go to: the accounts holding the compliance role. */
export const caseOfficersSchema = z.object({ list: z.array(z.object({ id: z.string(), name: z.string() })) });
export type CaseOfficers = z.infer<typeof caseOfficersSchema>;

/** An export allowed and recorded: the browser builds the encrypted file from what it opened. */
export const caseExportSchema = z.object({ exportedAt: z.string() });

/** The team's X25519 public key (base64url) that reports are sealed to. */
export const caseTeamKeySchema = z.object({ publicKey: z.string() });
export type CaseTeamKey = z.infer<typeof caseTeamKeySchema>;

/** How many days are left on a running clock (negative: days overdue); null when the clock has stopped. */
const daysLeft = z.number().int().nullable();

export const caseSummarySchema = z.object({
  id: z.string(),
  status: caseStatusSchema,
  /** Set when closed (cases closed before issue 21 may have none). */
  outcome: caseOutcomeSchema.nullable(),
  /** The officer's classification; null until given. */
  category: caseCategorySchema.nullable(),
  receivedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  /** When the reporter was given feedback on what is being done (the second clock stops). */
  feedbackAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  /** The deadlines, from the receipt: CASE_ACKNOWLEDGE_DAYS and CASE_FEEDBACK_DAYS. */
  acknowledgeBy: z.string(),
  feedbackBy: z.string(),
  acknowledgeDaysLeft: daysLeft,
  feedbackDaysLeft: daysLeft,
  acknowledgeOverdue: z.boolean(),
  feedbackOverdue: z.boolean(),
  /** Either clock is past its deadline. */
  overdue: z.boolean(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
  legalHold: z.boolean(),
  /** The case this one repeats (worked there), or null. */
  duplicateOf: z.string().nullable(),
  /** When a closed case is deleted (CASE_RETENTION_DAYS after closing); null while open or on legal hold. */
  deleteAt: z.string().nullable(),
  /** Changes with every action: actions send it back, and a stale one is refused (409 `stale_case`). */
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/**
 * A page holds up to 1,000 cases: the console loads a team's whole list in a few requests and pages it
 * itself, because the filters on sealed fields (subject, province, subsidiary, department) run in the
 * browser over every case, not over one page.
 */
export const CASE_PAGE_SIZE_MAX = 1000;

/**
 * Newest first, filtered by status, assignee (`none` for unassigned) and overdue. Subsidiary, province and
 * the department type are sealed inside the report, so the browser filters by them after opening the
 * case's index: `sealed=index` adds it to each case (a read the audit trail records, `case_index_read`).
 */
export const caseListQuerySchema = z.strictObject({
  pageNum: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(CASE_PAGE_SIZE_MAX).default(50),
  status: caseStatusSchema.optional(),
  assignee: z.string().min(1).max(200).optional(),
  /** `true`: a running clock is past its deadline; `false`: none is. */
  overdue: z.enum(['true', 'false']).optional(),
  /** A category, or `none` for the cases not yet classified. */
  category: z.enum([...CASE_CATEGORIES, 'none']).optional(),
  sealed: z.enum(['index']).optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuerySchema>;

/**
 * What the list shows and filters by of a report, sealed apart from it to the team's key (a sealed box,
 * like a note) when the report is filed: the fields of the report form of the same names.
 */
export const caseIndexSchema = z.object({
  subject: z.string(),
  province: z.string(),
  deptId: z.string(),
  deptTypeCode: z.string(),
});
export type CaseIndex = z.infer<typeof caseIndexSchema>;

/** The index of a report (what `sealed=index` carries): only these fields, whatever else the report holds. */
export const caseIndexOf = (report: CaseIndex): CaseIndex => ({
  subject: report.subject,
  province: report.province,
  deptId: report.deptId,
  deptTypeCode: report.deptTypeCode,
});

export const caseListEntrySchema = caseSummarySchema.extend({
  /** With `sealed=index`: the case's index sealed to the team key, base64; null for a report filed before indexes. */
  sealedIndex: z.string().nullable().optional(),
});
export type CaseListEntry = z.infer<typeof caseListEntrySchema>;

export const caseListSchema = z.object({
  list: z.array(caseListEntrySchema),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type CaseList = z.infer<typeof caseListSchema>;

/** For monitoring: open cases past a deadline or due within `dueWithinDays`, ids and deadlines only. */
export const overdueCaseSchema = z.object({
  id: z.string(),
  acknowledgeBy: z.string().nullable(),
  feedbackBy: z.string().nullable(),
  overdue: z.boolean(),
  /** Who works on it (an account id), so each officer's digest counts their own; null when nobody. */
  assigneeId: z.string().nullable(),
});
export const overdueListSchema = z.object({
  list: z.array(overdueCaseSchema),
  dueWithinDays: z.number().int(),
});
export type OverdueList = z.infer<typeof overdueListSchema>;

export { CASE_SEAL_INFO } from './seal-info.ts';

/** Everything sealed as stored, base64: the browser opens it with the team's private key. */
export const sealedReportSchema = z.object({
  /** The report's key sealed to the team's X25519 key: ephemeral public key (32 bytes) || ciphertext. */
  sealedKey: z.string(),
  /** The report's fields (JSON) under the report's key. */
  body: z.string(),
  messages: z.array(
    z.object({ id: z.string(), author: z.enum(['reporter', 'compliance']), sentAt: z.string(), body: z.string() }),
  ),
  attachments: z.array(
    z.object({
      id: z.string(),
      receivedAt: z.string(),
      /** The file's name, type and size (JSON) under the file's own key. */
      meta: z.string(),
      /** The file's key under the report's key. */
      keyWrapped: z.string(),
      /** Bytes of the sealed file (a later route streams them). */
      sealedBytes: z.number().int().nullable(),
    }),
  ),
  /** The team's internal notes, each sealed in an officer's browser to the team's key (a sealed box). */
  notes: z.array(
    z.object({
      id: z.string(),
      author: z.object({ id: z.string().nullable(), name: z.string() }),
      at: z.string(),
      sealed: z.string(),
    }),
  ),
  /** How to open it: the constants of the sealed formats (integrity/crypto.ts). */
  format: z.object({
    version: z.number().int(),
    sealedKey: z.string(),
    ciphertext: z.string(),
    /** An attachment's sealed bytes put the tag last (they are encrypted as they stream in). */
    file: z.string(),
    sealInfo: z.string(),
  }),
});
export type SealedReport = z.infer<typeof sealedReportSchema>;

export const caseDetailSchema = caseSummarySchema.extend({
  sealed: sealedReportSchema,
  /** The cases marked as repeating this one. */
  duplicates: z.array(z.string()),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

/** Why (for the case's history): the audit trail keeps it sealed to the team's key, never in clear. */
const reason = z.string().trim().min(1).max(2000);
const version = z.number().int().min(1);

export const caseVersionRequestSchema = z.strictObject({ version });

/**
 * Text sealed in the officer's browser, base64: under the report's key (`version || nonce || tag ||
 * ciphertext`, a reply the reporter reads with the query code) or to the team's key (a sealed box, a
 * note). The server checks the shape and stores it; it cannot read it. A reply of 2,000 characters fits.
 */
const sealedText = z.base64().min(40).max(12_000);

/** Acknowledging may carry the standard acknowledgement to the reporter, sealed under the report's key. */
export const caseAcknowledgeRequestSchema = z.strictObject({ version, message: sealedText.optional() });
export const caseReplyRequestSchema = z.strictObject({ version, body: sealedText });
export const caseNoteRequestSchema = z.strictObject({ version, sealed: sealedText });
export const caseAssigneeRequestSchema = z.strictObject({ version, accountId: z.string().min(1).max(200).nullable() });
export const caseStatusRequestSchema = z.strictObject({
  version,
  status: caseStatusSchema,
  reason,
  outcome: caseOutcomeSchema.optional(),
});
export const caseCategoryRequestSchema = z.strictObject({ version, category: caseCategorySchema.nullable() });
export const caseLegalHoldRequestSchema = z.strictObject({ version, hold: z.boolean(), reason });
/** The index of a report filed before indexes, sealed in the browser that opened it (never replaces one). */
export const caseIndexRequestSchema = z.strictObject({ sealed: sealedText });
export const caseIndexedSchema = z.object({ indexedAt: z.string() });
/** Marks the case as repeating another (`of`: the original's id), or clears the mark (null). */
export const caseDuplicateRequestSchema = z.strictObject({ version, of: z.uuid().nullable() });
