import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * Requests the server makes to itself (a prerender asking the API for a page's data, through
 * `app.inject`) carry a secret made at start, so client limits do not count them: the visitor's
 * request that caused them has been counted already.
 */
const HEADER = 'x-muyuan-internal';
const TOKEN = randomBytes(18).toString('base64url');

export const INTERNAL_HEADERS: Readonly<Record<string, string>> = { [HEADER]: TOKEN };

export function isInternalRequest(request: FastifyRequest): boolean {
  return request.headers[HEADER] === TOKEN;
}
