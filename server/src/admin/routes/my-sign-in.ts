import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { passkeyAddSchema, passkeyListSchema, recoveryCodesSchema } from '@muyuan/contract/admin/sign-in';
import { idParamsSchema } from '@muyuan/contract/admin/staff';
import { ceremonySchema } from '@muyuan/contract/admin/webauthn';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminContext } from '../context.ts';
import { addPasskey, addPasskeyOptions, myPasskeys, removePasskey } from '../my-passkeys-service.ts';
import { renewRecoveryCodes } from '../recovery-codes-service.ts';
import { ADMIN_BODY_LIMIT, answers, ok, sessionCaller } from './helpers.ts';

const tags = ['admin: my account'];

/** The signed-in person's own sign-in: passkeys, recovery codes. */
export default async function mySignInRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    ADMIN_PATHS.myPasskeys,
    { schema: { summary: 'My passkeys', tags, response: answers(passkeyListSchema) } },
    async (request) => ok(request, await myPasskeys(ctx, sessionCaller(request))),
  );

  typed.post(
    ADMIN_PATHS.myPasskeyOptions,
    { schema: { summary: 'Options for adding a passkey', tags, response: answers(ceremonySchema) } },
    async (request) => ok(request, await addPasskeyOptions(ctx, sessionCaller(request))),
  );

  typed.post(
    ADMIN_PATHS.myPasskeys,
    {
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: {
        summary: 'Add a passkey (needs a fresh check)',
        tags,
        body: passkeyAddSchema,
        response: answers(passkeyListSchema),
      },
    },
    async (request) => ok(request, await addPasskey(ctx, sessionCaller(request), request.body)),
  );

  typed.delete(
    ADMIN_PATHS.myPasskey,
    {
      schema: {
        summary: 'Remove a passkey (needs a fresh check)',
        tags,
        params: idParamsSchema,
        response: answers(passkeyListSchema),
      },
    },
    async (request) => ok(request, await removePasskey(ctx, sessionCaller(request), request.params.id)),
  );

  typed.post(
    ADMIN_PATHS.myRecoveryCodes,
    {
      schema: {
        summary: 'New recovery codes, shown once; the old ones stop working (needs a fresh check)',
        tags,
        response: answers(recoveryCodesSchema),
      },
    },
    async (request) => ok(request, await renewRecoveryCodes(ctx, sessionCaller(request))),
  );
}
