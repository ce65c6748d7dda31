import type { Lang } from '@muyuan/contract/lang';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { requestLang } from './language.ts';
import { cacheLookups } from './metrics-registry.ts';
import { type ResponseCache, sendEntry } from './response-cache.ts';

/** Request addresses remembered (a few MB at most): crawlers cycling through queries push out the oldest. */
const MAX_ADDRESSES = 20_000;

/** A request's name before validation: its language and its target as sent. */
const addressOf = (lang: Lang, url: string) => `${lang} ${url}`;

/**
 * Cache hits answered in a content route's onRequest hook, before the query is parsed and validated.
 * A route that answered a GET from its cache, or stored an answer, remembers which cache key that
 * request address and language came to after validation; the next GET of the same address and
 * language is a map lookup and a cache lookup. It is an ordinary Fastify hook: the request has its
 * id, its log line, its metrics and the shared headers like any other. Anything else (HEAD, a body,
 * an address not seen, an answer no longer cached) goes on to validation and the route's own cache
 * lookup.
 */
export class CachedAnswers {
  private readonly keys = new LRUCache<string, string>({ max: MAX_ADDRESSES });

  constructor(private readonly cache: () => ResponseCache) {}

  /** Called by a route that answered `request` with the cache entry under `key`. */
  remember(request: FastifyRequest, key: string): void {
    if (request.method === 'GET') this.keys.set(addressOf(requestLang(request.headers), request.url), key);
  }

  /** Forgets every address (the cache was emptied for a new content version). */
  clear(): void {
    this.keys.clear();
  }

  /** The onRequest hook of cacheable content routes. */
  readonly answer: onRequestHookHandler = (request, reply, done) => {
    const { headers } = request;
    if (
      request.method === 'GET' &&
      headers['content-length'] === undefined &&
      headers['transfer-encoding'] === undefined
    ) {
      const key = this.keys.get(addressOf(requestLang(headers), request.url));
      const cache = this.cache();
      const entry = key === undefined ? undefined : cache.get(key);
      if (key !== undefined && entry) {
        cacheLookups.inc({ result: 'hit' });
        sendEntry(request, reply, entry, () => cache.grew(key, entry));
        return;
      }
    }
    done();
  };
}
