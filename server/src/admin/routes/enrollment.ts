import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import {
  invitationSchema,
  invitationTokenSchema,
  passkeyEnrollmentOptionsSchema,
  passkeyEnrollmentSchema,
  passwordEnrollmentSchema,
  passwordEnrollmentStartSchema,
  recoveryCodesSchema,
  signedInSchema,
  totpSetupSchema,
} from '@muyuan/contract/admin/sign-in';
import { ceremonySchema } from '@muyuan/contract/admin/webauthn';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminContext } from '../context.ts';
import {
  enrollWithPasskey,
  finishPasswordEnrollment,
  invitationInfo,
  passkeyEnrollmentOptions,
  startPasswordEnrollment,
} from '../enrollment-service.ts';
import { setSessionCookie } from '../session-cookie.ts';
import { ADMIN_BODY_LIMIT, answers, ok } from './helpers.ts';

const tags = ['admin: enrollment'];
const QUARTER_HOUR_MS = 15 * 60_000;

/** Enrollment from an invitation's address: with a passkey, or with a password and a TOTP app. */
export default async function enrollmentRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Invitation secrets cannot be guessed; the limit keeps anyone from trying at length anyway.
  const limit = app.clientLimit('admin-enroll', { max: 30, windowMs: QUARTER_HOUR_MS });
  const base = { bodyLimit: ADMIN_BODY_LIMIT, preHandler: limit };

  typed.post(
    ADMIN_PATHS.enrollmentInvitation,
    {
      ...base,
      schema: {
        summary: 'What an enrollment address is for',
        tags,
        body: invitationTokenSchema,
        response: answers(invitationSchema),
      },
    },
    async (request) => {
      const invitation = await invitationInfo(ctx, request.body.token);
      return ok(request, { email: invitation.email, roles: invitation.roles, expiresAt: invitation.expiresAt });
    },
  );

  typed.post(
    ADMIN_PATHS.enrollmentPasskeyOptions,
    {
      ...base,
      schema: {
        summary: 'Options for enrolling with a passkey',
        tags,
        body: passkeyEnrollmentOptionsSchema,
        response: answers(ceremonySchema),
      },
    },
    async (request) => ok(request, await passkeyEnrollmentOptions(ctx, request.body)),
  );

  typed.post(
    ADMIN_PATHS.enrollmentPasskey,
    {
      ...base,
      schema: {
        summary: 'Enroll with a passkey (signs in)',
        tags,
        body: passkeyEnrollmentSchema,
        response: answers(signedInSchema),
      },
    },
    async (request, reply) => {
      const result = await enrollWithPasskey(ctx, request.body);
      setSessionCookie(reply, ctx.cookie(), result.secret);
      return ok(request, { name: result.name, roles: result.roles });
    },
  );

  typed.post(
    ADMIN_PATHS.enrollmentPasswordStart,
    {
      ...base,
      schema: {
        summary: 'Check a new password and get a TOTP secret',
        tags,
        body: passwordEnrollmentStartSchema,
        response: answers(totpSetupSchema),
      },
    },
    async (request) => ok(request, await startPasswordEnrollment(ctx, request.body.token, request.body.password)),
  );

  typed.post(
    ADMIN_PATHS.enrollmentPassword,
    {
      ...base,
      schema: {
        summary: 'Enroll with password + TOTP (signs in; answers the recovery codes, once)',
        tags,
        body: passwordEnrollmentSchema,
        response: answers(signedInSchema.extend(recoveryCodesSchema.shape)),
      },
    },
    async (request, reply) => {
      const result = await finishPasswordEnrollment(ctx, request.body);
      setSessionCookie(reply, ctx.cookie(), result.secret);
      return ok(request, { name: result.name, roles: result.roles, recoveryCodes: result.recoveryCodes });
    },
  );
}
