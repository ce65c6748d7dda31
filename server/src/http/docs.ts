import fastifySwagger from '@fastify/swagger';
import { ADMIN_API_PREFIX } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

/** Collects every route's zod schemas into an OpenAPI document; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Muyuan website API',
        description: 'Public content API of the bilingual corporate website. Send header `lang: zh|en`.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
  });
}

type OpenApiDocument = { paths?: Record<string, unknown> } & Record<string, unknown>;

/** The public API's document: every path but the back office's (which has its own, for staff: admin/routes/openapi.ts). */
export function publicOpenApi(full: OpenApiDocument): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => !path.startsWith(ADMIN_API_PREFIX)),
  );
  return { ...full, paths };
}

/** Serves the public API's OpenAPI document as JSON. */
export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  let document: OpenApiDocument | undefined;
  app.get(DOCS_PATH, { schema: { hide: true } }, (_request, reply) => {
    document ??= publicOpenApi(app.swagger() as OpenApiDocument);
    return reply.send(document);
  });
}
