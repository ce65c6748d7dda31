import { z } from 'zod';
import { API_PATHS } from './api-paths.ts';
import { querylessEndpoint } from './endpoint.ts';

/** A subsidiary (factory) that a report can concern. */
export const deptSchema = z.object({ id: z.string(), name: z.string(), province: z.string() });
export type Dept = z.infer<typeof deptSchema>;

export const companyDept = querylessEndpoint(
  API_PATHS.companyDept,
  z.array(deptSchema),
  'Subsidiaries (factories) for the integrity report form',
);

/** A department type (e.g. production, procurement) of the integrity report form. */
export const deptTypeSchema = z.object({ code: z.string(), name: z.string() });
export type DeptType = z.infer<typeof deptTypeSchema>;

export const companyDeptTypes = querylessEndpoint(
  API_PATHS.companyDeptTypes,
  z.array(deptTypeSchema),
  'Department types for the integrity report form',
);

/** What the report form needs to know before a visitor starts: where files go, and the limits. */
export const complaintSettingsSchema = z.object({
  /** The upload address (absolute when uploads go to another host). */
  uploadUrl: z.string(),
  maxFiles: z.number().int().positive(),
  maxFileBytes: z.number().int().positive(),
  /** Kinds of files accepted, by name (PDF, JPEG, …), to tell the visitor. */
  acceptedTypes: z.array(z.string()),
});
export type ComplaintSettings = z.infer<typeof complaintSettingsSchema>;

export const complaintSettings = querylessEndpoint(
  API_PATHS.complaintSettings,
  complaintSettingsSchema,
  'Upload address and limits of the integrity report form',
);

/** A file uploaded for a report: its id, and the key it was encrypted with, which only the visitor's form holds. */
export const attachmentRefSchema = z.strictObject({
  id: z.uuid(),
  key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type AttachmentRef = z.infer<typeof attachmentRefSchema>;

/** What an upload answers: the reference to send with the report, and the file as received. */
export const uploadResultSchema = attachmentRefSchema.extend({
  name: z.string(),
  size: z.number().int().nonnegative(),
  type: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

const text = (max: number) => z.string().max(max).default('');

/**
 * The body of `save/notoken`: every field of the spec's form. Lengths here are hard caps against abuse;
 * the form's rules (complaint-rules.ts) are checked after. `website` is a honeypot that people never see.
 */
export const complaintSubmissionSchema = z.strictObject({
  subject: z.string().max(400),
  reportedEmployeeNo: text(100),
  reportedName: text(200),
  province: text(10),
  deptId: text(64),
  deptTypeCode: text(64),
  farmNo: text(100),
  content: z.string().max(20_000),
  anonymous: z.boolean(),
  reporterEmployeeNo: text(100),
  reporterName: text(200),
  reporterPhone: text(40),
  reporterEmail: text(400),
  attachments: z.array(attachmentRefSchema).max(20).default([]),
  website: text(400),
});
export type ComplaintSubmission = z.input<typeof complaintSubmissionSchema>;

export const complaintReceiptSchema = z.object({
  /** Shown once: the only way to follow the report. */
  queryCode: z.string(),
});

export const complaintStatusValues = ['received', 'in_review', 'closed'] as const;
export type ComplaintStatus = (typeof complaintStatusValues)[number];

export const statusRequestSchema = z.strictObject({ code: z.string().max(64) });

export const complaintMessageSchema = z.object({
  author: z.enum(['reporter', 'compliance']),
  sentAt: z.string(),
  body: z.string(),
});
export type ComplaintMessage = z.infer<typeof complaintMessageSchema>;

export const complaintStatusSchema = z.object({
  /** An acknowledged case is still `received` for the reporter, with `acknowledgedAt` set. */
  status: z.enum(complaintStatusValues),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** When the compliance team acknowledged the report; null until then. */
  acknowledgedAt: z.string().nullable(),
  /** By when the reporter can expect feedback on what is being done (CASE_FEEDBACK_DAYS after receipt). */
  feedbackBy: z.string(),
  /** Replies of the compliance team and the reporter's follow-ups, oldest first. */
  messages: z.array(complaintMessageSchema),
});
export type ComplaintStatusView = z.infer<typeof complaintStatusSchema>;

export const followUpRequestSchema = z.strictObject({ code: z.string().max(64), message: z.string().max(10_000) });
