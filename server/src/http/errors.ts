import type { Lang, Localized } from '@muyuan/contract/lang';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { errorEnvelope } from './envelope.ts';
import { CONTENT_LANGUAGE, requestLang, VARY } from './language.ts';
import { PARAMETER_RULES } from './parameter-rules.ts';

/** An error meant for the visitor: HTTP status, a stable code for logs and clients, a message in both languages. */
export class AppError extends Error {
  /** Seconds a client should wait before trying again (sent as Retry-After). */
  retryAfterS: number | undefined;
  /** What the envelope's `data` carries for the client to act on (fields to mark); null for most refusals. */
  data: unknown = null;

  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: Localized,
  ) {
    super(msg.en);
  }

  withData(data: unknown): this {
    this.data = data;
    return this;
  }

  withRetryAfter(ms: number): this {
    this.retryAfterS = Math.max(1, Math.ceil(ms / 1000));
    return this;
  }
}

export const badRequest = (field?: string) => {
  if (!field) return new AppError(400, 'bad_request', { zh: '请求参数无效', en: 'Invalid request parameters' });
  const rule = PARAMETER_RULES[field];
  return new AppError(400, 'bad_request', {
    zh: rule ? `请求参数无效：${field} ${rule.zh}` : `请求参数无效：${field}`,
    en: rule ? `Invalid request parameter: ${field} ${rule.en}` : `Invalid request parameter: ${field}`,
  });
};
export const malformedUrl = () =>
  new AppError(400, 'malformed_url', { zh: '请求地址格式错误', en: 'The request address is malformed' });
export const missingHost = () =>
  new AppError(400, 'missing_host', { zh: '请求缺少 Host 头', en: 'The request has no Host header' });
export const malformedBody = () =>
  new AppError(400, 'malformed_body', { zh: '请求内容格式错误', en: 'The request body is malformed' });
export const notFound = () =>
  new AppError(404, 'not_found', { zh: '您访问的内容不存在', en: 'The requested content was not found' });
export const methodNotAllowed = () =>
  new AppError(405, 'method_not_allowed', { zh: '不支持该请求方法', en: 'This request method is not allowed' });
export const payloadTooLarge = () =>
  new AppError(413, 'payload_too_large', { zh: '请求内容过大', en: 'The request body is too large' });
export const unsupportedMediaType = () =>
  new AppError(415, 'unsupported_media_type', {
    zh: '不支持的请求内容类型',
    en: 'The request content type is not supported',
  });
export const tooManyRequests = () =>
  new AppError(429, 'too_many_requests', {
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests, please retry later',
  });
export const serviceUnavailable = () =>
  new AppError(503, 'service_unavailable', { zh: '服务暂时不可用', en: 'The service is temporarily unavailable' });
export const internalError = () =>
  new AppError(500, 'internal_error', { zh: '服务器内部错误', en: 'Internal server error' });

/** The field a schema validation error is about (`pageSize`), when it can be told. */
function invalidField(error: FastifyError): string | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const path = error.validation[0]?.instancePath ?? '';
    return path.split('/').filter(Boolean)[0];
  }
  return undefined;
}

/** Maps anything thrown to an AppError; unknown errors become a 500 whose message reveals nothing. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return serviceUnavailable();
  const e = error as FastifyError;
  if (e.validation) return badRequest(invalidField(e));
  if (e.code === 'FST_ERR_BAD_URL' || e.code === 'FST_ERR_MAX_PARAM_LENGTH') return malformedUrl();
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return malformedBody();
  switch (e.statusCode) {
    case 400:
      return badRequest();
    case 404:
      return notFound();
    case 405:
      return methodNotAllowed();
    case 413:
      return payloadTooLarge();
    case 415:
      return unsupportedMediaType();
    case 429:
      return tooManyRequests();
    case 503:
      return serviceUnavailable();
    default:
      return e.statusCode && e.statusCode >= 400 && e.statusCode < 500 ? badRequest() : internalError();
  }
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const lang: Lang = requestLang(request.headers);
  if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
  return reply
    .code(error.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-language', CONTENT_LANGUAGE[lang])
    .header('vary', VARY)
    .header('x-error-code', error.code)
    .send(JSON.stringify(errorEnvelope(error.status, error.msg[lang], error.data)));
}

/**
 * A part of the API's own answer to a request its schema refused (the admin API names the fields in
 * words), or undefined to leave it to the general one (`请求参数无效：pageSize …`, as the public API's is specified).
 */
export type ValidationAnswer = (request: FastifyRequest, error: FastifyError) => AppError | undefined;

/** The one error handler: every failure becomes a `{ code, msg, data }` envelope in the request's language. */
export function registerErrorHandler(app: FastifyInstance, validationAnswer?: ValidationAnswer): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = (error.validation && validationAnswer?.(request, error)) || toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.debug({ err: error }, 'request rejected');
    return sendError(request, reply, appError);
  });
}
