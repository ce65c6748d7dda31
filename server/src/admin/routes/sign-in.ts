import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import { passkeySignInSchema, passwordSignInSchema, signedInSchema } from '@muyuan/contract/admin/sign-in';
import { meSchema, okSchema } from '@muyuan/contract/admin/staff';
import { ceremonySchema } from '@muyuan/contract/admin/webauthn';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isoAt } from '../clock.ts';
import type { AdminContext } from '../context.ts';
import { clearSessionCookie, setSessionCookie } from '../session-cookie.ts';
import { passkeySignInOptions, type SignedIn, signInWithPasskey, signInWithPassword } from '../sign-in-service.ts';
import { ADMIN_BODY_LIMIT, answers, caller, ok, sessionCaller } from './helpers.ts';

const tags = ['admin: sign-in'];

/** Sign-in (password + TOTP, passkey), who am I, sign-out. */
export default async function signInRoutes(app: FastifyInstance, { ctx }: { ctx: AdminContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = (reply: FastifyReply, result: SignedIn) => {
    setSessionCookie(reply, ctx.cookie(), result.secret);
    return { name: result.name, roles: result.roles };
  };

  typed.post(
    ADMIN_PATHS.passwordSignIn,
    {
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: {
        summary: 'Sign in with e-mail, password and a TOTP or recovery code',
        tags,
        body: passwordSignInSchema,
        response: answers(signedInSchema),
      },
    },
    async (request, reply) => ok(request, signedIn(reply, await signInWithPassword(ctx, request.body, request.ip))),
  );

  typed.post(
    ADMIN_PATHS.passkeySignInOptions,
    {
      preHandler: app.clientLimit('admin-ceremony', { max: 60, windowMs: 60_000 }),
      schema: { summary: 'Options for signing in with a passkey', tags, response: answers(ceremonySchema) },
    },
    async (request) => ok(request, await passkeySignInOptions(ctx)),
  );

  typed.post(
    ADMIN_PATHS.passkeySignIn,
    {
      bodyLimit: ADMIN_BODY_LIMIT,
      schema: { summary: 'Sign in with a passkey', tags, body: passkeySignInSchema, response: answers(signedInSchema) },
    },
    async (request, reply) => ok(request, signedIn(reply, await signInWithPasskey(ctx, request.body, request.ip))),
  );

  typed.get(
    ADMIN_PATHS.me,
    { schema: { summary: 'Who is calling: name and roles (session or API token)', tags, response: answers(meSchema) } },
    async (request) => {
      const who = caller(request);
      return ok(request, {
        id: who.id,
        name: who.name,
        roles: who.roles,
        via: who.via,
        stepUpUntil: who.via === 'session' ? isoAt(ctx.sessions.stepUpUntil(who.session)) : null,
      });
    },
  );

  typed.post(
    ADMIN_PATHS.signOut,
    { schema: { summary: 'Sign out: the session ends on every instance', tags, response: answers(okSchema) } },
    async (request, reply) => {
      const who = sessionCaller(request);
      await ctx.sessions.end(who.session);
      await ctx.audit({ actor: `account:${who.id}`, actorName: who.name, action: 'sign_out', session: who.session.id });
      clearSessionCookie(reply, ctx.cookie());
      return ok(request, { ok: true as const });
    },
  );
}
