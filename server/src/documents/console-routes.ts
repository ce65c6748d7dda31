import {
  documentListQuerySchema,
  documentPageSchema,
  documentParamsSchema,
  readAgainAnswerSchema,
} from '@muyuan/contract/admin/documents';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, ok, staffActor } from '../admin/routes/helpers.ts';
import { type DocumentConsoleContext, listDocuments, readAgain } from './console-service.ts';

const tags = ['admin: documents'];

/**
 * The console's view of the published PDFs' text (issue 42, points 4 and 6): each address with what
 * reading it gave, and "read again" for one file. Roles in admin/route-roles.ts.
 */
export default async function documentConsoleRoutes(app: FastifyInstance, { ctx }: { ctx: DocumentConsoleContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;

  typed.get(
    P.documents,
    {
      schema: {
        summary: 'A page of the published PDFs’ addresses, by address, with what reading each gave; counts per state',
        description:
          'States: text (read from its text layer), ocr (a scan read by OCR), no-text (a scan, no text layer), ' +
          'failed (reason: damaged, encrypted, too-large, timeout, out-of-memory), waiting (not read yet).',
        tags,
        querystring: documentListQuerySchema,
        response: answers(documentPageSchema),
      },
    },
    async (request) => ok(request, await listDocuments(ctx, request.query)),
  );

  typed.post(
    P.documentReadAgain,
    {
      schema: {
        summary: 'Forget what reading a file gave, so it is read again within seconds (audited)',
        description:
          'By the SHA-256 of its bytes (the list’s `hash`). The instance that holds the reading lease reads it; ' +
          'the answer names the addresses now waiting. 404 when no published address serves such a file.',
        tags,
        params: documentParamsSchema,
        response: answers(readAgainAnswerSchema),
      },
    },
    async (request) => ok(request, await readAgain(ctx, staffActor(request), request.params.hash)),
  );
}
