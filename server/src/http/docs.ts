import fastifySwagger from '@fastify/swagger';
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

/** Serves the OpenAPI document as JSON. */
export default async function docsRoutes(app: FastifyInstance): Promise<void> {
  app.get(DOCS_PATH, { schema: { hide: true } }, (_request, reply) => reply.send(app.swagger()));
}
