import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { staffRoleSchema } from '@muyuan/contract/admin/roles';
import {
  accountListSchema,
  endedSessionsSchema,
  enrollmentAddressSchema,
  idParamsSchema,
  invitationRequestSchema,
  rolesChangeSchema,
} from '@muyuan/contract/admin/staff';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changeRoles, endSessions, invite, resetSignIn } from '../account-admin-service.ts';
import { listAccounts } from '../accounts.ts';
import type { AdminContext } from '../context.ts';
import { answers, caller, ok } from './helpers.ts';

const tags = ['admin: accounts'];

/** Admins manage staff: list, invite, change roles, end sessions, reset sign-in. */
export default async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ADMIN_PATHS.accounts,
    { schema: { summary: 'Staff accounts with their roles', tags, response: answers(accountListSchema) } },
    async (request) => ok(request, { list: await listAccounts(ctx.db) }),
  );

  typed.post(
    ADMIN_PATHS.invitations,
    {
      schema: {
        summary: 'Invite a person with roles the caller holds: answers a one-time enrollment address (24 h)',
        tags,
        body: invitationRequestSchema,
        response: answers(enrollmentAddressSchema),
      },
    },
    async (request) => ok(request, await invite(ctx, caller(request), request.body.email, request.body.roles)),
  );

  typed.put(
    ADMIN_PATHS.accountRoles,
    {
      schema: {
        summary:
          "Replace an account's roles (needs a fresh check; gives only roles the caller holds, and compliance is taken away only by compliance)",
        tags,
        params: idParamsSchema,
        body: rolesChangeSchema,
        response: answers(z.object({ roles: z.array(staffRoleSchema) })),
      },
    },
    async (request) =>
      ok(request, { roles: await changeRoles(ctx, caller(request), request.params.id, request.body.roles) }),
  );

  typed.delete(
    ADMIN_PATHS.accountSessions,
    {
      schema: {
        summary: "End all of an account's sessions (a session with a fresh check)",
        tags,
        params: idParamsSchema,
        response: answers(endedSessionsSchema),
      },
    },
    async (request) => ok(request, await endSessions(ctx, caller(request), request.params.id)),
  );

  typed.post(
    ADMIN_PATHS.accountSignInReset,
    {
      schema: {
        summary: "Reset an account's sign-in: removes its passkeys and password, answers a new enrollment address",
        tags,
        params: idParamsSchema,
        response: answers(enrollmentAddressSchema),
      },
    },
    async (request) => ok(request, await resetSignIn(ctx, caller(request), request.params.id)),
  );
}
