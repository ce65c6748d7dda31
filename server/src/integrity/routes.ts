import fastifyCors from '@fastify/cors';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_PATH } from '@muyuan/contract/api-paths';
import { COMPLAINT_LIMITS, LOOKUP_WINDOW_MS } from '@muyuan/contract/complaint-rules';
import {
  complaintReceiptSchema,
  complaintStatusSchema,
  complaintSubmissionSchema,
  followUpRequestSchema,
  statusRequestSchema,
  uploadResultSchema,
} from '@muyuan/contract/compliance';
import { envelopeSchema } from '@muyuan/contract/envelope';
import { INTEGRITY_PATHS } from '@muyuan/contract/integrity-paths';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { successEnvelope } from '../http/envelope.ts';
import { unsupportedMediaType } from '../http/errors.ts';
import { requestLang } from '../http/language.ts';
import { UNLOGGED_ROUTE } from '../ops/request-log.ts';
import { fileTooLarge } from './errors.ts';
import { acceptUpload, addFollowUp, complaintStatus, type IntegrityContext, submitComplaint } from './service.ts';
import { readUploadForm } from './upload-form.ts';

export interface IntegrityRouteOptions {
  context: IntegrityContext;
  config: Pick<Config, 'corsOrigins' | 'reportRateLimitMax' | 'lookupRateLimitMax' | 'uploadRateLimitMax'>;
}

const HOUR_MS = 3_600_000;
const LOOKUP_WINDOW_LIMIT_MS = 15 * 60_000;
/** A report's fields fit in far less; a bigger body is refused before it is read. */
const REPORT_BODY_LIMIT = 64 * 1024;
/** An upload's body: the largest file and room for the form around it. */
const UPLOAD_BODY_LIMIT = COMPLAINT_LIMITS.maxFileBytes + 64 * 1024;

/**
 * An upload whose Content-Length is already over the limit is refused before a byte of its body is
 * read (the multipart parser would otherwise read up to the file limit first), and the connection is
 * closed rather than kept for a body nobody wants.
 */
async function refuseDeclaredOversize(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > UPLOAD_BODY_LIMIT) {
    reply.header('connection', 'close');
    throw fileTooLarge();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work`, then waits until `windowMs` has passed since `started`, whether it succeeded or not. */
async function inFixedTime<T>(windowMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    await sleep(Math.max(0, windowMs - (performance.now() - started)));
  }
}

/** Nothing about a report is cached by anyone or sent on as a referrer. */
function privateAnswer(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
}

/**
 * The integrity report's writing side: attachments (`/file/upload/v4`), submission (`save/notoken`),
 * and the reporter's status lookup and follow-up by query code. These routes write no request line
 * (no time, no address, no user agent; the aggregate metrics still count them), answer `no-store`
 * with no referrer, and have per-client limits of their own (kept in Redis when configured, as hashed
 * client keys).
 */
export default async function integrityRoutes(app: FastifyInstance, { context, config }: IntegrityRouteOptions) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // No request line (when and how often a reporter came back is itself sensitive) and no Fastify log
  // below a warning.
  const quiet = { logLevel: 'warn' as const, ...UNLOGGED_ROUTE };
  app.addHook('onRequest', async (_request, reply) => {
    privateAnswer(reply);
  });
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    privateAnswer(reply);
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unsupportedMediaType();
    throw error;
  });

  await app.register(fastifyMultipart, {
    // One part, taken as a file whatever it is, so that upload-form.ts can name what was wrong with it.
    isPartAFile: () => true,
    limits: { fileSize: COMPLAINT_LIMITS.maxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  if (config.corsOrigins.length > 0) {
    // Only when this instance is the upload host of a site on another origin.
    await app.register(fastifyCors, { origin: config.corsOrigins, methods: ['POST'], allowedHeaders: ['lang'] });
  }

  typed.post(
    UPLOAD_PATH,
    {
      ...quiet,
      bodyLimit: UPLOAD_BODY_LIMIT,
      onRequest: refuseDeclaredOversize,
      preHandler: app.clientLimit('upload', { max: config.uploadRateLimitMax, windowMs: HOUR_MS }),
      schema: {
        summary: 'Upload one attachment of an integrity report',
        tags: ['compliance'],
        response: { 200: envelopeSchema(uploadResultSchema) },
      },
    },
    async (request: FastifyRequest, reply) => {
      const result = await acceptUpload(context, await readUploadForm(request));
      return reply.send(successEnvelope(result, requestLang(request.headers)));
    },
  );

  typed.post(
    INTEGRITY_PATHS.saveComplaint,
    {
      ...quiet,
      bodyLimit: REPORT_BODY_LIMIT,
      preHandler: app.clientLimit('report', { max: config.reportRateLimitMax, windowMs: HOUR_MS }),
      schema: {
        summary: 'Submit an integrity report (anonymous or real-name); answers its query code',
        tags: ['compliance'],
        body: complaintSubmissionSchema,
        response: { 200: envelopeSchema(complaintReceiptSchema) },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request.headers);
      const queryCode = await submitComplaint(context, request.body, lang);
      return reply.send(successEnvelope({ queryCode }, lang));
    },
  );

  const lookupLimit = app.clientLimit('lookup', {
    max: config.lookupRateLimitMax,
    windowMs: LOOKUP_WINDOW_LIMIT_MS,
    growing: true,
  });

  typed.post(
    INTEGRITY_PATHS.complaintStatus,
    {
      ...quiet,
      bodyLimit: 4096,
      preHandler: lookupLimit,
      schema: {
        summary: "A report's status and conversation, by its query code",
        tags: ['compliance'],
        body: statusRequestSchema,
        response: { 200: envelopeSchema(complaintStatusSchema) },
      },
    },
    async (request, reply) => {
      const view = await inFixedTime(LOOKUP_WINDOW_MS, () => complaintStatus(context, request.body.code));
      return reply.send(successEnvelope(view, requestLang(request.headers)));
    },
  );

  typed.post(
    INTEGRITY_PATHS.complaintFollowUp,
    {
      ...quiet,
      bodyLimit: 32 * 1024,
      preHandler: lookupLimit,
      schema: {
        summary: "Add the reporter's follow-up message to a report, by its query code",
        tags: ['compliance'],
        body: followUpRequestSchema,
        response: { 200: envelopeSchema(complaintStatusSchema) },
      },
    },
    async (request, reply) => {
      const { code, message } = request.body;
      const view = await inFixedTime(LOOKUP_WINDOW_MS, () =>
        addFollowUp(context, code, message, COMPLAINT_LIMITS.followUpMax),
      );
      return reply.send(successEnvelope(view, requestLang(request.headers)));
    },
  );
}
