import { auditPageSchema, auditQuerySchema } from '@muyuan/contract/admin/audit';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAudit } from '../audit-query.ts';
import type { AdminContext } from '../context.ts';
import { answers, caller, ok } from './helpers.ts';

/** The audit trail for the console, newest first, with filters; the cases' rows for compliance only. */
export default async function auditRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ADMIN_PATHS.audit,
    {
      schema: {
        summary: "The audit trail (filters: action, actor, object, from, to); the cases' rows only for compliance",
        tags: ['admin: audit'],
        querystring: auditQuerySchema,
        response: answers(auditPageSchema),
      },
    },
    async (request) => ok(request, await listAudit(ctx.db, request.query, caller(request).roles)),
  );
}
