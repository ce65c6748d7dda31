import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import type { ClientKeyer } from './client-key.ts';
import { tooManyRequests } from './errors.ts';
import { isInternalRequest } from './internal-request.ts';

export interface LimitOptions {
  max: number;
  windowMs: number;
  /** Each request over the limit doubles the wait (for guesses, e.g. query codes). */
  growing?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Limits uncached content requests per client (cache hits are answered before it runs). */
    contentRateLimit: preHandlerAsyncHookHandler;
    /** Limits uncached searches per client; searches cost more than other reads. */
    searchRateLimit: preHandlerAsyncHookHandler;
    /** A per-client limit of its own (`scope` keeps its count apart), for routes that write or guess. */
    clientLimit: (scope: string, options: LimitOptions) => preHandlerAsyncHookHandler;
  }
}

const MINUTE_MS = 60_000;

/**
 * Per-client request limits: in this process's memory, or in Redis when it is configured so that
 * several instances count together. Clients are told by a 429 envelope with Retry-After. If Redis
 * fails, reads go on unlimited rather than failing: the content is public and cached.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimitMax' | 'searchRateLimitMax'>,
  keyer: ClientKeyer,
  redis: Redis | undefined,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'muyuan:rl:' } : {}),
    errorResponseBuilder: () => tooManyRequests(),
  });
  const limiter = (scope: string, { max, windowMs, growing = false }: LimitOptions) =>
    app.rateLimit({
      max,
      timeWindow: windowMs,
      exponentialBackoff: growing,
      keyGenerator: (request) => `${scope}:${keyer.client(request.ip)}`,
      allowList: (request) => isInternalRequest(request),
    });
  app.decorate('clientLimit', limiter);
  app.decorate('contentRateLimit', limiter('content', { max: config.rateLimitMax, windowMs: MINUTE_MS }));
  app.decorate('searchRateLimit', limiter('search', { max: config.searchRateLimitMax, windowMs: MINUTE_MS }));
}
