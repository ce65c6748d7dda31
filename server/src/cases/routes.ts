import {
  caseAcknowledgeRequestSchema,
  caseAssigneeRequestSchema,
  caseAttachmentParamsSchema,
  caseCategoryRequestSchema,
  caseDetailSchema,
  caseDuplicateRequestSchema,
  caseExportSchema,
  caseIndexedSchema,
  caseIndexRequestSchema,
  caseLegalHoldRequestSchema,
  caseListQuerySchema,
  caseListSchema,
  caseNoteRequestSchema,
  caseOfficersSchema,
  caseParamsSchema,
  caseReplyRequestSchema,
  caseRetentionSchema,
  caseStatisticsQuerySchema,
  caseStatisticsSchema,
  caseStatusRequestSchema,
  caseSummarySchema,
  caseTeamKeySchema,
  caseVersionRequestSchema,
  overdueListSchema,
} from '@muyuan/contract/admin/cases';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../admin/principal.ts';
import { ADMIN_BODY_LIMIT, answers, caller, ok } from '../admin/routes/helpers.ts';
import type { CaseActor, CaseContext } from './context.ts';
import { casesDueForDeletion } from './retention.ts';
import {
  acknowledgeCase,
  addCaseNote,
  assignCase,
  caseAttachment,
  caseDetail,
  caseOfficers,
  changeCaseStatus,
  dueCases,
  fillCaseIndex,
  listCaseSummaries,
  markDuplicate,
  recordCaseExport,
  recordFeedback,
  replyToCase,
  setCaseCategory,
  setLegalHold,
  teamPublicKey,
} from './service.ts';
import { caseStatistics } from './statistics.ts';

const tags = ['admin: cases'];

function actor(request: FastifyRequest): CaseActor {
  const who = caller(request);
  return { id: actorOf(who), name: who.name, session: who.via === 'session' ? who.session.id : null };
}

/**
 * The compliance team's cases (issue 21), role `compliance` only (admin/route-roles.ts). Answers carry
 * metadata in clear and the report sealed as stored; the server decrypts nothing here.
 */
export default async function caseRoutes(app: FastifyInstance, { ctx }: { ctx: CaseContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;
  const write = { bodyLimit: ADMIN_BODY_LIMIT };

  typed.get(
    P.cases,
    {
      schema: {
        summary:
          'Cases newest first, with both deadlines; filters status, assignee (an id or `none`), overdue; `sealed=index` adds each sealed index (audited: case_index_read)',
        tags,
        querystring: caseListQuerySchema,
        response: answers(caseListSchema),
      },
    },
    async (request) => ok(request, await listCaseSummaries(ctx, request.query, actor(request))),
  );

  typed.put(
    P.caseIndex,
    {
      ...write,
      schema: {
        summary:
          "The index of a report filed before indexes, sealed to the team's key in the browser that opened it; never replaces one (audited: case_index)",
        tags,
        params: caseParamsSchema,
        body: caseIndexRequestSchema,
        response: answers(caseIndexedSchema),
      },
    },
    async (request) => ok(request, await fillCaseIndex(ctx, request.params.id, request.body.sealed, actor(request))),
  );

  typed.get(
    P.casesOverdue,
    {
      schema: {
        summary: 'For monitoring: open cases overdue or due within 2 days (ids and deadlines only)',
        tags,
        response: answers(overdueListSchema),
      },
    },
    async (request) => ok(request, await dueCases(ctx)),
  );

  typed.get(
    P.caseTeamKey,
    {
      schema: {
        summary: "The team's public key that reports are sealed to (the console checks a key file against it)",
        tags,
        response: answers(caseTeamKeySchema),
      },
    },
    async (request) => ok(request, teamPublicKey(ctx)),
  );

  typed.get(
    P.caseOfficers,
    {
      schema: {
        summary: 'The accounts a case may be assigned to (the compliance role)',
        tags,
        response: answers(caseOfficersSchema),
      },
    },
    async (request) => ok(request, await caseOfficers(ctx)),
  );

  typed.get(
    P.caseRetention,
    {
      schema: {
        summary: 'Closed cases deleted within 30 days at the end of their retention (legal holds excepted)',
        tags,
        response: answers(caseRetentionSchema),
      },
    },
    async (request) => ok(request, await casesDueForDeletion(ctx)),
  );

  typed.get(
    P.caseStatistics,
    {
      schema: {
        summary:
          "A Beijing calendar year's figures: received, by status and outcome, median days to acknowledge and to close",
        tags,
        querystring: caseStatisticsQuerySchema,
        response: answers(caseStatisticsSchema),
      },
    },
    async (request) => ok(request, await caseStatistics(ctx, request.query.year)),
  );

  typed.post(
    P.caseExport,
    {
      ...write,
      schema: {
        summary:
          'Record an export of the case for legal hold (fresh sign-in check; the browser builds the encrypted file)',
        tags,
        params: caseParamsSchema,
        response: answers(caseExportSchema),
      },
    },
    async (request) => ok(request, await recordCaseExport(ctx, request.params.id, actor(request))),
  );

  typed.get(
    P.caseAttachment,
    {
      schema: {
        summary: "An attachment's sealed bytes as stored, for the browser to open (audited: case_download)",
        tags,
        params: caseAttachmentParamsSchema,
      },
    },
    async (request, reply) => {
      const { bytes, stream } = await caseAttachment(ctx, request.params.id, request.params.fileId, actor(request));
      return reply
        .type('application/octet-stream')
        .header('content-length', bytes)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  typed.get(
    P.case,
    {
      schema: {
        summary: "A case's metadata and its report sealed as stored, for the browser to open (audited: case_view)",
        tags,
        params: caseParamsSchema,
        response: answers(caseDetailSchema),
      },
    },
    async (request) => ok(request, await caseDetail(ctx, request.params.id, actor(request))),
  );

  typed.post(
    P.caseAcknowledge,
    {
      ...write,
      schema: {
        summary:
          'Record that the report was acknowledged (stops the acknowledgement clock), with the acknowledgement to the reporter sealed in the browser',
        tags,
        params: caseParamsSchema,
        body: caseAcknowledgeRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await acknowledgeCase(ctx, request.params.id, request.body.version, actor(request), request.body.message),
      ),
  );

  typed.post(
    P.caseMessages,
    {
      ...write,
      schema: {
        summary:
          "A reply to the reporter, sealed in the browser under the report's key (the reporter reads it with the code)",
        tags,
        params: caseParamsSchema,
        body: caseReplyRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(request, await replyToCase(ctx, request.params.id, request.body.version, request.body.body, actor(request))),
  );

  typed.put(
    P.caseCategory,
    {
      ...write,
      schema: {
        summary: "Classify the case (one of the categories, or null to clear): in clear, for the year's figures",
        tags,
        params: caseParamsSchema,
        body: caseCategoryRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await setCaseCategory(ctx, request.params.id, request.body.version, request.body.category, actor(request)),
      ),
  );

  typed.post(
    P.caseDuplicate,
    {
      ...write,
      schema: {
        summary: 'Mark the case as repeating another (the original), or clear the mark (null)',
        tags,
        params: caseParamsSchema,
        body: caseDuplicateRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(request, await markDuplicate(ctx, request.params.id, request.body.version, request.body.of, actor(request))),
  );

  typed.post(
    P.caseNotes,
    {
      ...write,
      schema: {
        summary: "An internal note, sealed in the browser to the team's key (never shown to the reporter)",
        tags,
        params: caseParamsSchema,
        body: caseNoteRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(request, await addCaseNote(ctx, request.params.id, request.body.version, request.body.sealed, actor(request))),
  );

  typed.post(
    P.caseFeedback,
    {
      ...write,
      schema: {
        summary: 'Record that the reporter was given feedback (stops the feedback clock)',
        tags,
        params: caseParamsSchema,
        body: caseVersionRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) => ok(request, await recordFeedback(ctx, request.params.id, request.body.version, actor(request))),
  );

  typed.put(
    P.caseAssignee,
    {
      ...write,
      schema: {
        summary: 'Assign the case to an account with the compliance role, or to nobody (null)',
        tags,
        params: caseParamsSchema,
        body: caseAssigneeRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await assignCase(ctx, request.params.id, request.body.version, request.body.accountId, actor(request)),
      ),
  );

  typed.post(
    P.caseStatus,
    {
      ...write,
      schema: {
        summary: 'Change the status with a reason (allowed transitions only; closing needs an outcome)',
        tags,
        params: caseParamsSchema,
        body: caseStatusRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) => {
      const { version, ...change } = request.body;
      return ok(request, await changeCaseStatus(ctx, request.params.id, version, change, actor(request)));
    },
  );

  typed.put(
    P.caseLegalHold,
    {
      ...write,
      schema: {
        summary: 'Set or lift a legal hold, with a reason',
        tags,
        params: caseParamsSchema,
        body: caseLegalHoldRequestSchema,
        response: answers(caseSummarySchema),
      },
    },
    async (request) => {
      const { version, ...hold } = request.body;
      return ok(request, await setLegalHold(ctx, request.params.id, version, hold, actor(request)));
    },
  );
}
