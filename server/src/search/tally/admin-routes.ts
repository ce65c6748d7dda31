import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { searchTallyQuerySchema, searchTallySchema } from '@muyuan/contract/admin/search-tally';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../admin/clock.ts';
import { answers, ok } from '../../admin/routes/helpers.ts';
import { searchTallyOf } from './tally-service.ts';

/** The console's "searches that found nothing" (issue 42, point 7). Roles in admin/route-roles.ts. */
export default async function searchTallyAdminRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    ADMIN_PATHS.searchTally,
    {
      schema: {
        summary: 'A week’s public searches that found nothing, or documents only: the 50 most frequent of each',
        tags: ['admin: search tally'],
        querystring: searchTallyQuerySchema,
        response: answers(searchTallySchema),
      },
    },
    async (request) => ok(request, await searchTallyOf(app.db, clock, request.query)),
  );
}
