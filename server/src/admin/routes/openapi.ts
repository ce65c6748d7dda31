import { ADMIN_API_PREFIX, ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import type { AdminContext } from '../context.ts';
import { type RouteRule, routeRule } from '../route-roles.ts';

type Operation = { description?: string; security?: unknown[]; 'x-roles'?: unknown } & Record<string, unknown>;
interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}

/** `{id}` in OpenAPI's paths is `:id` in the route table, and `{*}` its wildcard `*`. */
export const routePath = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1').replaceAll('{*}', '*');

function rolesText(rule: RouteRule): string {
  const who =
    rule.roles === 'public'
      ? 'no credentials'
      : rule.roles === 'signed-in'
        ? 'any staff member'
        : `roles: ${rule.roles.join(', ')}`;
  const extra = [rule.session && 'a session (not an API token)', rule.stepUp && 'a recent passkey or TOTP check'];
  return [who, ...extra.filter(Boolean)].join('; ');
}

/**
 * The admin API's OpenAPI document: the paths under /api/admin/v1/ of the document @fastify/swagger
 * builds from every route's zod schemas, each operation with the roles route-roles.ts gives it
 * (`x-roles`, and in words in its description) and the two ways in (the console's session cookie,
 * an API token as a bearer token). Scripts and an IR team's own tools read it with a token.
 */
export function adminOpenApi(full: OpenApiDocument, cookieName: string): OpenApiDocument {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, operations] of Object.entries(full.paths ?? {})) {
    if (!path.startsWith(`${ADMIN_API_PREFIX}v1/`)) continue;
    paths[path] = {};
    for (const [method, operation] of Object.entries(operations)) {
      const rule = routeRule(method.toUpperCase(), routePath(path));
      if (!rule) continue;
      const security =
        rule.roles === 'public' ? [] : rule.session ? [{ session: [] }] : [{ session: [] }, { token: [] }];
      paths[path][method] = {
        ...operation,
        description: [operation.description, `Who: ${rolesText(rule)}.`].filter(Boolean).join('\n\n'),
        security,
        'x-roles': rule.roles,
      };
    }
  }
  return {
    openapi: full.openapi,
    info: {
      title: 'Muyuan back office API',
      description:
        'The admin API under /api/admin/v1/, the console’s only way in. Send `lang: zh|en` for messages in that language; ' +
        'state-changing requests from a browser need a same-origin `Origin`. Answers are `{code, msg, data}`.',
      version: '1.0.0',
    },
    paths,
    components: {
      ...(full.components ?? {}),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: cookieName,
          description:
            'The console’s session: answered only with the Fetch Metadata of the console’s own fetch (`Sec-Fetch-Dest: empty`, `Sec-Fetch-Mode: cors|same-origin`); a program uses a token',
        },
        token: { type: 'http', scheme: 'bearer', description: 'An API token (npm run admin -- token create)' },
      },
    },
  };
}

/** Serves the admin API's OpenAPI document (to staff and tokens; see route-roles.ts). */
export default async function openApiRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  let document: OpenApiDocument | undefined;
  app.get(ADMIN_PATHS.openApi, { schema: { hide: true } }, (_request, reply) => {
    document ??= adminOpenApi(app.swagger() as OpenApiDocument, ctx.cookie().name);
    return reply.send(document);
  });
}
