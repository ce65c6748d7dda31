import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like (nginx's `$request_id` is 32 hex digits): short, no spaces, nothing to inject. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id: the `X-Request-Id` a proxy in front sent, when it is a bounded token, so one id
 * follows the request through nginx's log and this one; otherwise a new one. Anything else a client
 * puts there (long, binary, several values) is ignored rather than logged.
 */
export function requestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}
