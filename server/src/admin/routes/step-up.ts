import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { passkeySignInSchema, stepUpSchema, totpCheckSchema } from '@muyuan/contract/admin/sign-in';
import { ceremonySchema } from '@muyuan/contract/admin/webauthn';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminContext } from '../context.ts';
import { stepUpPasskeyOptions, stepUpWithPasskey, stepUpWithTotp } from '../step-up-service.ts';
import { ADMIN_BODY_LIMIT, answers, ok, sessionCaller } from './helpers.ts';

const tags = ['admin: sign-in'];

/** A fresh passkey or TOTP check that lets sensitive actions through for the next few minutes. */
export default async function stepUpRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    ADMIN_PATHS.stepUpTotp,
    {
      schema: {
        summary: 'Confirm presence with a TOTP code',
        tags,
        body: totpCheckSchema,
        response: answers(stepUpSchema),
      },
    },
    async (request) =>
      ok(request, { stepUpUntil: await stepUpWithTotp(ctx, sessionCaller(request), request.body.code, request.ip) }),
  );

  typed.post(
    ADMIN_PATHS.stepUpPasskeyOptions,
    {
      schema: {
        summary: "Options for confirming presence with one of one's passkeys",
        tags,
        response: answers(ceremonySchema),
      },
    },
    async (request) => ok(request, await stepUpPasskeyOptions(ctx, sessionCaller(request))),
  );

  typed.post(
    ADMIN_PATHS.stepUpPasskey,
    {
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: {
        summary: 'Confirm presence with a passkey',
        tags,
        body: passkeySignInSchema,
        response: answers(stepUpSchema),
      },
    },
    async (request) =>
      ok(request, { stepUpUntil: await stepUpWithPasskey(ctx, sessionCaller(request), request.body, request.ip) }),
  );
}
