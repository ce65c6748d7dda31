import {
  baseVersionRequestSchema,
  collectionListSchema,
  collectionParamsSchema,
  collectionSchemaSchema,
  diffQuerySchema,
  diffSchema,
  draftSaveSchema,
  draftSchema,
  markdownPreviewRequestSchema,
  markdownPreviewSchema,
  previewApiParamsSchema,
  previewAppParamsSchema,
  previewAppQuerySchema,
  previewQuerySchema,
  publishRequestSchema,
  publishResultSchema,
  recordDetailSchema,
  recordListQuerySchema,
  recordListSchema,
  recordParamsSchema,
  scheduleListSchema,
  scheduleRequestSchema,
  scheduleSchema,
  versionDetailSchema,
  versionListSchema,
  versionParamsSchema,
} from '@muyuan/contract/admin/editorial';
import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok, staffActor } from '../admin/routes/helpers.ts';
import { markdownToHtml } from '../content-model/markdown.ts';
import { notFound } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import type { EditorialContext, RecordRef } from './context.ts';
import { discardRecordDraft, saveRecordDraft } from './drafts.ts';
import { PREVIEW_PRIVACY, previewAppDocument, previewDocument, previewHeaders } from './preview/preview-document.ts';
import type { PreviewPages } from './preview/preview-pages.ts';
import { publishRecord, restoreVersion, unpublishRecord } from './publishing.ts';
import { collectionSchema } from './record-json-schema.ts';
import {
  collectionOf,
  diffVersions,
  listCollections,
  listRecords,
  readRecord,
  readVersion,
  recordVersions,
} from './records.ts';
import { cancelSchedule, listSchedules, scheduleRecord } from './scheduling.ts';

const tags = ['admin: content'];
/** A record with its longest Markdown bodies in both languages stays far below this; anything larger is refused 413. */
export const CONTENT_BODY_LIMIT = 512 * 1024;

const refOf = (params: { collection: string; id: string }): RecordRef => ({
  collection: collectionOf(params.collection),
  id: params.id,
});

/** Content editing: collections, records, drafts, publishing, versions. Roles in admin/route-roles.ts. */
export default async function editorialRoutes(
  app: FastifyInstance,
  { ctx, previews }: { ctx: EditorialContext; previews: PreviewPages },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;
  const write = { bodyLimit: CONTENT_BODY_LIMIT };

  typed.get(
    P.contentCollections,
    {
      schema: {
        summary: 'Kinds of content, with counts and missing or older English',
        tags,
        response: answers(collectionListSchema),
      },
    },
    async (request) => ok(request, { list: await listCollections(ctx.db) }),
  );

  typed.get(
    P.contentRecords,
    {
      schema: {
        summary: "A page of a collection's records (filters: q, status, english)",
        tags,
        params: collectionParamsSchema,
        querystring: recordListQuerySchema,
        response: answers(recordListSchema),
      },
    },
    async (request) => ok(request, await listRecords(ctx.db, collectionOf(request.params.collection), request.query)),
  );

  typed.get(
    P.contentRecord,
    {
      schema: {
        summary: 'A record as published, with your draft',
        tags,
        params: recordParamsSchema,
        response: answers(recordDetailSchema),
      },
    },
    async (request) => ok(request, await readRecord(ctx.db, refOf(request.params), staffActor(request).id)),
  );

  typed.put(
    P.contentDraft,
    {
      ...write,
      schema: {
        summary: 'Save your draft (checked, not published)',
        tags,
        params: recordParamsSchema,
        body: draftSaveSchema,
        response: answers(draftSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await saveRecordDraft(
          ctx,
          staffActor(request),
          refOf(request.params),
          request.body,
          requestLang(request.headers),
        ),
      ),
  );

  typed.delete(
    P.contentDraft,
    { schema: { summary: 'Discard your draft', tags, params: recordParamsSchema, response: answers(z.null()) } },
    async (request) => {
      await discardRecordDraft(ctx, staffActor(request), refOf(request.params));
      return ok(request, null);
    },
  );

  typed.post(
    P.contentPublish,
    {
      ...write,
      schema: {
        summary: 'Publish your draft, or the JSON given (409 when changed since its base version)',
        tags,
        params: recordParamsSchema,
        body: publishRequestSchema,
        response: answers(publishResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await publishRecord(
          ctx,
          staffActor(request),
          refOf(request.params),
          request.body,
          requestLang(request.headers),
        ),
      ),
  );

  typed.post(
    P.contentUnpublish,
    {
      schema: {
        summary: 'Hide a record from the public site (it is kept)',
        tags,
        params: recordParamsSchema,
        body: baseVersionRequestSchema,
        response: answers(publishResultSchema),
      },
    },
    async (request) =>
      ok(request, await unpublishRecord(ctx, staffActor(request), refOf(request.params), request.body.baseVersion)),
  );

  typed.get(
    P.contentVersions,
    {
      schema: {
        summary: "A record's versions, newest first",
        tags,
        params: recordParamsSchema,
        response: answers(versionListSchema),
      },
    },
    async (request) => ok(request, { list: await recordVersions(ctx.db, refOf(request.params)) }),
  );

  typed.get(
    P.contentVersion,
    {
      schema: {
        summary: 'One version of a record',
        tags,
        params: versionParamsSchema,
        response: answers(versionDetailSchema),
      },
    },
    async (request) => ok(request, await readVersion(ctx.db, refOf(request.params), request.params.number)),
  );

  typed.get(
    P.contentDiff,
    {
      schema: {
        summary: 'Field-by-field changes between two versions',
        tags,
        params: recordParamsSchema,
        querystring: diffQuerySchema,
        response: answers(diffSchema),
      },
    },
    async (request) =>
      ok(request, await diffVersions(ctx.db, refOf(request.params), request.query.from, request.query.to)),
  );

  typed.post(
    P.contentRestore,
    {
      schema: {
        summary: 'Publish an earlier version again, as a new version',
        tags,
        params: versionParamsSchema,
        body: baseVersionRequestSchema,
        response: answers(publishResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await restoreVersion(
          ctx,
          staffActor(request),
          refOf(request.params),
          request.params.number,
          request.body.baseVersion,
          requestLang(request.headers),
        ),
      ),
  );

  typed.put(
    P.contentSchedule,
    {
      schema: {
        summary: 'Publish a draft at a minute (replaces the pending schedule of the record)',
        tags,
        params: recordParamsSchema,
        body: scheduleRequestSchema,
        response: answers(scheduleSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await scheduleRecord(
          ctx,
          staffActor(request),
          refOf(request.params),
          request.body,
          requestLang(request.headers),
        ),
      ),
  );

  typed.delete(
    P.contentSchedule,
    {
      schema: {
        summary: "Cancel a record's pending schedule",
        tags,
        params: recordParamsSchema,
        response: answers(z.null()),
      },
    },
    async (request) => {
      await cancelSchedule(ctx, staffActor(request), refOf(request.params));
      return ok(request, null);
    },
  );

  typed.get(
    P.contentSchedules,
    {
      schema: {
        summary: 'Scheduled publishes: pending soonest first, then the latest done',
        tags,
        response: answers(scheduleListSchema),
      },
    },
    async (request) => ok(request, { list: await listSchedules(ctx.db) }),
  );

  typed.get(
    P.contentPreview,
    {
      schema: {
        summary:
          'A draft as the public page it would make (text/html): the published site with the draft in place, rendered by the same code as the live pages; never cached or indexed',
        tags,
        params: recordParamsSchema,
        querystring: previewQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const own = staffActor(request).id;
      const { author, lang, device, route } = request.query;
      const page = await previews.page({
        ref: refOf(request.params),
        author: author ?? own,
        own: author === undefined || author === own,
        lang,
        device,
        route,
      });
      return reply
        .code(page.status)
        .headers(previewHeaders(page.address))
        .type('text/html; charset=utf-8')
        .send(Buffer.from(previewDocument(page.html)));
    },
  );

  typed.get(
    P.contentPreviewApp,
    {
      schema: {
        summary:
          "A draft's page as the app runs it (text/html; open it with the route as the hash, e.g. `#/detail/news/n1`): the app's API calls are answered from the draft's site",
        tags,
        params: previewAppParamsSchema,
        querystring: previewAppQuerySchema,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const own = staffActor(request).id;
      const { author = own, device } = request.query;
      const { collection, id, lang } = request.params;
      const page = await previews.page({ ref: refOf(request.params), author, own: author === own, lang, device });
      const apiBase = withParams(P.contentPreviewApi, { collection, id, author });
      return reply
        .code(page.status)
        .headers(previewHeaders(page.address, 'app'))
        .type('text/html; charset=utf-8')
        .send(
          Buffer.from(previewAppDocument(page.html, { apiBase, layout: device === 'phone' ? 'phone' : 'desktop' })),
        );
    },
  );

  typed.get(
    `${P.contentPreviewApi}/*`,
    {
      schema: {
        summary:
          "The public API as the preview's app asks it (`…/api/muyuan-official-website/noToken/…`): answered by the site the draft would make",
        tags,
        params: previewApiParamsSchema.extend({ '*': z.string().max(300) }),
      },
    },
    async (request, reply) => {
      const own = staffActor(request).id;
      const { author } = request.params;
      const path = `/${request.params['*']}`;
      // Only the public API: the preview's site has nothing else, and nothing of the back office.
      if (!path.startsWith('/api/') || path.startsWith('/api/admin')) throw notFound();
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const answer = await previews.answer(
        { ref: refOf(request.params), author, own: author === own },
        `${path}${query}`,
        request.headers.lang as string | undefined,
      );
      return reply.code(answer.status).headers(PREVIEW_PRIVACY).type(answer.type).send(answer.body);
    },
  );

  typed.get(
    P.contentSchema,
    {
      schema: {
        summary: "A collection's record schema as JSON Schema (the console's forms are built from it)",
        tags,
        params: collectionParamsSchema,
        response: answers(collectionSchemaSchema),
      },
    },
    async (request) => ok(request, collectionSchema(collectionOf(request.params.collection))),
  );

  typed.post(
    P.markdownPreview,
    {
      ...write,
      schema: {
        summary: 'Markdown as the site will show it: rendered and sanitized as the importer does it',
        tags,
        body: markdownPreviewRequestSchema,
        response: answers(markdownPreviewSchema),
      },
    },
    async (request) => ok(request, { html: markdownToHtml(request.body.markdown) }),
  );
}
