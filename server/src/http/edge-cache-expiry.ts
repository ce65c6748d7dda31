import type { FastifyReply, FastifyRequest } from 'fastify';

/** The statuses the reference stack's micro-cache keeps (proxy_cache_valid in deploy/nginx/muyuan.conf.template). */
const KEPT_STATUSES = new Set([200, 301, 302, 304, 404]);

let second = -1;
let header = '';

/** `@<unix second now>`, made once a second. */
function endOfThisSecond(): string {
  const now = Math.floor(Date.now() / 1000);
  if (now !== second) {
    second = now;
    header = `@${now}`;
  }
  return header;
}

/**
 * An onSend hook marking every answer nginx may keep with `X-Accel-Expires: @<this second>`: kept
 * until the end of the second it was made in. nginx counts cache lifetimes in whole seconds from the
 * second an answer arrived, so its own `proxy_cache_valid 1s` keeps an answer up to 2 s, and a publish
 * seen by an instance 0.9 s after it was committed would reach visitors after 2.9 s. With the mark an
 * answer is at most 1 s old (the instances' clocks and nginx's are the host's, or NTP's). A 304 carries
 * the mark too: it renews the kept answer when nginx revalidates. nginx never passes the header on.
 */
export function markEdgeCacheExpiry(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (err: null, payload: unknown) => void,
): void {
  if ((request.method === 'GET' || request.method === 'HEAD') && KEPT_STATUSES.has(reply.statusCode))
    reply.header('x-accel-expires', endOfThisSecond());
  done(null, payload);
}
