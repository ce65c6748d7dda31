import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { requestLang } from './language.ts';
import { type CacheEntry, encodedBody, type ResponseCache } from './response-cache.ts';

/** Request addresses remembered (a few MB at most): crawlers cycling through queries push out the oldest. */
const MAX_ADDRESSES = 20_000;

/** What the lane needs of the content state: the cache, and the headers every response carries (they change with site.yaml). */
export interface LaneSource {
  readonly cache: ResponseCache;
  readonly headers: Record<string, string>;
}

/** The header list of one entry in one encoding, made once, with the shared headers it was made from. */
interface PreparedHeaders {
  shared: Record<string, string>;
  list: string[];
}

/**
 * Cached API answers sent before Fastify sees the request. A content route that answers a GET from its
 * cache (or stores an answer) tells the lane which cache key that request address and language came to
 * after routing and validation; the next GET of the same address and language is a map lookup, a cache
 * lookup and one write of prepared headers and bytes, the same bytes and headers Fastify would send.
 * Anything else (another method, a body, If-None-Match, no Host, an address not seen, an answer no
 * longer cached) goes to Fastify as usual.
 */
export class CachedAnswerLane {
  private readonly keys = new LRUCache<string, string>({ max: MAX_ADDRESSES });
  private readonly prepared = new WeakMap<CacheEntry, Map<string, PreparedHeaders>>();

  constructor(private readonly source: LaneSource) {}

  private static address(request: IncomingMessage): string {
    return `${requestLang(request.headers)} ${request.url}`;
  }

  /** Called by a route that answered `request` with the cache entry under `key`. */
  remember(request: IncomingMessage, key: string): void {
    if (request.method === 'GET') this.keys.set(CachedAnswerLane.address(request), key);
  }

  /** Forgets every address (the cache was emptied for a new content version). */
  clear(): void {
    this.keys.clear();
  }

  /** Answers the request from the cache and returns true, or returns false and leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { headers } = request;
    if (request.method !== 'GET' || headers.host === undefined || headers['if-none-match'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const key = this.keys.get(CachedAnswerLane.address(request));
    if (key === undefined) return false;
    const cache = this.source.cache;
    const entry = cache.get(key);
    if (!entry) return false;
    const { body, encoding } = encodedBody(entry, headers['accept-encoding'], () => cache.grew(key, entry));
    response.writeHead(200, this.headersOf(entry, encoding, body.length));
    response.end(body);
    return true;
  }

  /** Shared headers, the entry's, and the encoding and length, as Fastify's onRequest hook and sendEntry set them. */
  private headersOf(entry: CacheEntry, encoding: string | null, length: number): string[] {
    const shared = this.source.headers;
    let byEncoding = this.prepared.get(entry);
    if (!byEncoding) {
      byEncoding = new Map();
      this.prepared.set(entry, byEncoding);
    }
    const name = encoding ?? 'identity';
    const known = byEncoding.get(name);
    if (known && known.shared === shared) return known.list;
    const list = Object.entries({
      ...shared,
      ...entry.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(length),
    }).flat();
    byEncoding.set(name, { shared, list });
    return list;
  }
}

/**
 * Fastify's HTTP/1 server as fastify/lib/server.js makes it (its `http` options and timeouts), with
 * the lane in front of Fastify's handler. `lane` is read per request: the content state that owns the
 * lane is made after Fastify.
 */
export function serverWithLane(lane: () => CachedAnswerLane | undefined): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((options.http ?? {}) as ServerOptions, (request, response) => {
      if (!lane()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    return server;
  };
}
