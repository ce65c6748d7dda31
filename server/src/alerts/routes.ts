import {
  ALERT_PATHS,
  alertOptionsSchema,
  confirmRequestSchema,
  manageQuerySchema,
  manageRequestSchema,
  subscribeAnswerSchema,
  subscribeRequestSchema,
  subscriptionViewSchema,
  unsubscribeAnswerSchema,
  unsubscribePageBodySchema,
  unsubscribeQuerySchema,
} from '@muyuan/contract/alerts';
import { envelopeSchema } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { waitUntilFloor } from '../admin/fixed-time.ts';
import type { Config } from '../config.ts';
import { successEnvelope } from '../http/envelope.ts';
import { AppError, badRequest } from '../http/errors.ts';
import { fieldProblems } from '../http/field-problems.ts';
import { requestLang } from '../http/language.ts';
import { invalidManageLink, notOneClick, privacyVersionChanged, unknownList } from './errors.ts';
import {
  type AlertsContext,
  alertOptions,
  changeSubscription,
  confirmSubscription,
  subscribe,
  subscription,
  unsubscribe,
} from './subscription-service.ts';

export interface AlertRouteOptions {
  context: AlertsContext;
  config: Pick<Config, 'alertSubscribeRateMax'>;
}

const HOUR_MS = 3_600_000;
/** A subscription's fields fit in far less. */
const BODY_LIMIT = 8 * 1024;
/**
 * A subscription answers no sooner than this after it arrived, whatever was known of the address: the
 * time says nothing about whether a row was written.
 */
const SUBSCRIBE_FLOOR_MS = 250;

/** Every path of the alerts API with its methods (for the 405 answer's Allow). */
export const ALERT_ROUTE_METHODS: ReadonlyArray<readonly [string, string]> = [
  [ALERT_PATHS.options, 'GET, HEAD'],
  [ALERT_PATHS.subscribe, 'POST'],
  [ALERT_PATHS.confirm, 'POST'],
  [ALERT_PATHS.manage, 'GET, HEAD, PUT'],
  [ALERT_PATHS.unsubscribe, 'POST'],
];

const invalidEmail = () =>
  new AppError(400, 'invalid_email', {
    zh: '请输入有效的邮箱地址，例如 name@example.com',
    en: 'Please enter a valid e-mail address, such as name@example.com',
  });
const noList = () =>
  new AppError(400, 'no_list', {
    zh: '请至少选择一类提醒',
    en: 'Please choose at least one kind of alert',
  });
const invalidLang = () =>
  new AppError(400, 'invalid_lang', { zh: '请选择邮件语言：中文或英文', en: 'Please choose English or Chinese mail' });
const unknownFields = (keys: string[]) =>
  new AppError(400, 'unknown_fields', {
    zh: `请求中有不接受的字段：${keys.join('、')}`,
    en: `The request has fields it does not take: ${keys.join(', ')}`,
  });

/** A request the schemas refused, in words for the visitor: the first field's problem. */
function alertValidationError(request: FastifyRequest, error: FastifyError): AppError {
  const problem = fieldProblems(request, error)[0];
  if (!problem) return badRequest();
  if (problem.kind === 'unknown_fields') return unknownFields(problem.keys);
  switch (problem.field) {
    case 'email':
      return invalidEmail();
    case 'lists':
      return problem.kind === 'missing' ? noList() : unknownList();
    case 'lang':
      return invalidLang();
    case 'consentVersion':
      return privacyVersionChanged();
    case 'token':
      return invalidManageLink();
    default:
      return badRequest(problem.field || undefined);
  }
}

/** Nothing about a subscription is cached by anyone or sent on as a referrer (the links carry tokens). */
const privateAnswer = (reply: FastifyReply): FastifyReply =>
  reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

const ONE_CLICK = 'List-Unsubscribe=One-Click';
const FORM = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

/** Whether a multipart body holds the field `List-Unsubscribe` with the value `One-Click` (RFC 8058's SHOULD form). */
function multipartOneClick(text: string): boolean {
  return text
    .split(/\r?\n--/)
    .some((part) =>
      /^content-disposition:\s*form-data;\s*name="?List-Unsubscribe"?\s*(?:;[^\r\n]*)?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\s*$/im.test(
        part.replace(/^[^\r\n]*\r?\n/, ''),
      ),
    );
}

/** What a POST to unsubscribe says: a mail client's one-click body, or the page's `{}`; anything else is refused. */
function isUnsubscribeBody(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === FORM) return (request.body as URLSearchParams).get('List-Unsubscribe') === 'One-Click';
  if (type === MULTIPART) return multipartOneClick(request.body as string);
  return unsubscribePageBodySchema.safeParse(request.body).success;
}

/**
 * The public side of e-mail alerts: options, subscription (double opt-in), confirmation, the manage page's
 * calls and unsubscription, one-click (RFC 8058) or from the page. Every answer is `no-store`.
 */
export default async function alertRoutes(app: FastifyInstance, { context, config }: AlertRouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const lang = (request: FastifyRequest): Lang => requestLang(request.headers);
  app.addHook('onRequest', async (_request, reply) => {
    privateAnswer(reply);
  });
  // JSON only (and the one-click forms below): a text body is refused as of the wrong type, not read as a field.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    privateAnswer(reply);
    if (error.validation) throw alertValidationError(request, error);
    throw error;
  });

  typed.get(
    ALERT_PATHS.options,
    {
      preHandler: app.contentRateLimit,
      schema: {
        summary: 'E-mail alerts: whether they are offered, the lists, the privacy wording’s version',
        tags: ['alerts'],
        response: { 200: envelopeSchema(alertOptionsSchema) },
      },
    },
    async (request, reply) => reply.send(successEnvelope(await alertOptions(context, lang(request)), lang(request))),
  );

  typed.post(
    ALERT_PATHS.subscribe,
    {
      bodyLimit: BODY_LIMIT,
      preHandler: app.clientLimit('alert-subscribe', { max: config.alertSubscribeRateMax, windowMs: HOUR_MS }),
      schema: {
        summary: 'Subscribe to e-mail alerts: a confirmation mail is queued (the same answer for any address)',
        tags: ['alerts'],
        body: subscribeRequestSchema,
        response: { 202: envelopeSchema(subscribeAnswerSchema) },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      await subscribe(context, request.body);
      await waitUntilFloor(started, SUBSCRIBE_FLOOR_MS);
      return reply.code(202).send(successEnvelope({ accepted: true as const }, lang(request)));
    },
  );

  typed.post(
    ALERT_PATHS.confirm,
    {
      bodyLimit: BODY_LIMIT,
      preHandler: app.contentRateLimit,
      schema: {
        summary: 'Confirm a subscription by the token of its confirmation mail (once, within 48 hours)',
        tags: ['alerts'],
        body: confirmRequestSchema,
        response: { 200: envelopeSchema(subscriptionViewSchema) },
      },
    },
    async (request, reply) =>
      reply.send(successEnvelope(await confirmSubscription(context, request.body.token), lang(request))),
  );

  typed.get(
    ALERT_PATHS.manage,
    {
      preHandler: app.contentRateLimit,
      schema: {
        summary: 'A subscriber’s choices, by the token of their mails',
        tags: ['alerts'],
        querystring: manageQuerySchema,
        response: { 200: envelopeSchema(subscriptionViewSchema) },
      },
    },
    async (request, reply) =>
      reply.send(successEnvelope(await subscription(context, request.query.token), lang(request))),
  );

  typed.put(
    ALERT_PATHS.manage,
    {
      bodyLimit: BODY_LIMIT,
      preHandler: app.contentRateLimit,
      schema: {
        summary: 'Change a subscriber’s lists and language, by the token of their mails',
        tags: ['alerts'],
        body: manageRequestSchema,
        response: { 200: envelopeSchema(subscriptionViewSchema) },
      },
    },
    async (request, reply) => {
      const { token, lists, lang: mailLang } = request.body;
      const view = await changeSubscription(context, token, { lists, lang: mailLang });
      return reply.send(successEnvelope(view, lang(request)));
    },
  );

  // Mail clients post the one-click body form-encoded (or as multipart): parsed here only, as text.
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, new URLSearchParams(body as string)),
    );
    oneClick.addContentTypeParser(MULTIPART, { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) =>
      done(null, body),
    );
    oneClick.withTypeProvider<ZodTypeProvider>().post(
      ALERT_PATHS.unsubscribe,
      {
        bodyLimit: 4096,
        schema: {
          summary: `Unsubscribe at once, by the token of the mails (the page's JSON body {} or RFC 8058's ${ONE_CLICK})`,
          tags: ['alerts'],
          querystring: unsubscribeQuerySchema,
          response: { 200: envelopeSchema(unsubscribeAnswerSchema) },
        },
      },
      async (request, reply) => {
        if (!isUnsubscribeBody(request)) throw notOneClick();
        await unsubscribe(context, request.query.token);
        return reply.send(successEnvelope({ unsubscribed: true as const }, lang(request)));
      },
    );
  });
}
