import {
  alertItemParamsSchema,
  alertItemSchema,
  alertItemsSchema,
  alertSummarySchema,
  eraseAnswerSchema,
  eraseRequestSchema,
  testMailAnswerSchema,
} from '@muyuan/contract/admin/alerts';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, ok, sessionCaller, staffActor } from '../admin/routes/helpers.ts';
import { requestLang } from '../http/language.ts';
import type { SiteOrigin } from '../http/site-origin.ts';
import { eraseAddress } from './console-erase.ts';
import { type AlertConsoleContext, alertItems, alertSummary, setItemHeld } from './console-service.ts';
import { sendTestMail } from './console-test-mail.ts';

const tags = ['admin: e-mail alerts'];

const who = (request: FastifyRequest) => ({ actor: staffActor(request), lang: requestLang(request.headers) });

/**
 * The console's e-mail alerts API (issue 41, point 5). Roles in admin/route-roles.ts: the IR team
 * (publishers) and admins; only an admin erases an address. No answer names a subscriber's address.
 */
export default async function alertConsoleRoutes(
  app: FastifyInstance,
  { ctx, siteOrigin }: { ctx: AlertConsoleContext; siteOrigin: SiteOrigin },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;

  typed.get(
    P.alertSummary,
    {
      schema: {
        summary: 'Whether mail is configured, and confirmed subscribers per list and language (counts only)',
        tags,
        response: answers(alertSummarySchema),
      },
    },
    async (request) => ok(request, await alertSummary(ctx, requestLang(request.headers))),
  );

  typed.get(
    P.alertItems,
    {
      schema: {
        summary: 'The latest items alerts were queued for: their mails by status, failure reasons, when they go',
        tags,
        response: answers(alertItemsSchema),
      },
    },
    async (request) => ok(request, await alertItems(ctx, requestLang(request.headers))),
  );

  for (const [path, held] of [
    [P.alertItemHold, true],
    [P.alertItemRelease, false],
  ] as const) {
    typed.post(
      path,
      {
        schema: {
          summary: held
            ? 'Hold an item’s alerts not sent yet (audited)'
            : 'Let an item’s held alerts go again (audited)',
          tags,
          params: alertItemParamsSchema,
          response: answers(alertItemSchema),
        },
      },
      async (request) => ok(request, await setItemHeld(ctx, who(request), request.params.key, held)),
    );
  }

  typed.post(
    P.alertTestMail,
    {
      schema: {
        summary: 'Send a test mail to the signed-in person’s own address, straight to the mail server',
        description:
          'Answers what the mail server said: sent, or its refusal (temporary or permanent) with the reason.',
        tags,
        response: answers(testMailAnswerSchema),
      },
    },
    async (request) => {
      const accountId = sessionCaller(request).id;
      return ok(request, await sendTestMail(ctx, { ...who(request), accountId }, siteOrigin));
    },
  );

  typed.post(
    P.alertErase,
    {
      schema: {
        summary: 'Erase one address on request: its subscription, choices and unsent mails (admin)',
        description:
          'Answers the same whether or not the address was subscribed; the audit trail keeps a keyed hash, never the address.',
        tags,
        body: eraseRequestSchema,
        response: answers(eraseAnswerSchema),
      },
    },
    async (request) => {
      await eraseAddress(ctx, who(request), request.body.email);
      return ok(request, { erased: true as const });
    },
  );
}
