import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { rolesNotHeld } from '@muyuan/contract/admin/roles';
import { idParamsSchema } from '@muyuan/contract/admin/staff';
import { apiTokenSchema, createdTokenSchema, tokenCreateSchema, tokenListSchema } from '@muyuan/contract/admin/tokens';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminContext } from '../context.ts';
import { roleNotHeld, unknownToken } from '../errors.ts';
import { actorOf } from '../principal.ts';
import { createToken, listTokens, revokeToken } from '../tokens.ts';
import { answers, caller, ok } from './helpers.ts';

const tags = ['admin: API tokens'];

/**
 * API tokens for automation: list, create (the secret is answered once; roles the maker holds, an expiry
 * within a year), revoke (a session with a fresh check: route-roles.ts).
 */
export default async function tokenRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ADMIN_PATHS.tokens,
    { schema: { summary: 'API tokens (never their secrets)', tags, response: answers(tokenListSchema) } },
    async (request) => ok(request, { list: await listTokens(ctx.db) }),
  );

  typed.post(
    ADMIN_PATHS.tokens,
    {
      schema: {
        summary:
          'Create an API token (its secret is shown once) with roles the caller holds, for `expiresInDays` (1 to 365, default 90)',
        tags,
        body: tokenCreateSchema,
        response: answers(createdTokenSchema),
      },
    },
    async (request) => {
      const who = caller(request);
      // A token does what its maker may give, no more (issue 38, point 4).
      const notHeld = rolesNotHeld(who.roles, request.body.roles);
      if (notHeld.length > 0) throw roleNotHeld(notHeld);
      const token = await createToken(ctx.db, ctx.clock(), { ...request.body, createdBy: actorOf(who) });
      await ctx.audit({
        actor: actorOf(who),
        actorName: who.name,
        action: 'token_create',
        object: `token:${token.id}`,
        session: who.via === 'session' ? who.session.id : null,
        detail: { name: token.name, roles: token.roles, expiresAt: token.expiresAt },
      });
      return ok(request, token);
    },
  );

  typed.delete(
    ADMIN_PATHS.token,
    {
      schema: {
        summary: 'Revoke an API token (a session with a fresh check)',
        tags,
        params: idParamsSchema,
        response: answers(apiTokenSchema),
      },
    },
    async (request) => {
      const who = caller(request);
      const token = await revokeToken(ctx.db, request.params.id, ctx.clock());
      if (!token) throw unknownToken();
      await ctx.audit({
        actor: actorOf(who),
        actorName: who.name,
        action: 'token_revoke',
        object: `token:${token.id}`,
        session: who.via === 'session' ? who.session.id : null,
      });
      return ok(request, token);
    },
  );
}
