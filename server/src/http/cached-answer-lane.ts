import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from 'node:http';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyServerFactory } from 'fastify';
import { LRUCache } from 'lru-cache';
import { requestLang } from './language.ts';
import { type CacheEntry, encodedBody, type ResponseCache } from './response-cache.ts';
import { answerOnSockets } from './socket-lane.ts';

/** Request addresses remembered (a few MB at most): crawlers cycling through queries push out the oldest. */
const MAX_ADDRESSES = 20_000;

/** What the lane needs of the content state: the cache, and the headers every response carries (they change with site.yaml). */
export interface LaneSource {
  readonly cache: ResponseCache;
  readonly headers: Record<string, string>;
}

/** The lane's name for a request: its language and its target as sent. */
const addressOf = (lang: Lang, url: string) => `${lang} ${url}`;

/** One entry's answer in one encoding, made once, with the shared headers it was made from. */
export interface PreparedAnswer {
  readonly shared: Record<string, string>;
  /** Header names and values for `writeHead`. */
  readonly list: string[];
  /** The status line and the same headers as bytes, for a write straight to the socket (no Date or Connection). */
  readonly head: Buffer;
  readonly body: Buffer;
}

/**
 * Cached API answers sent before Fastify sees the request. A content route that answers a GET from its
 * cache (or stores an answer) tells the lane which cache key that request address and language came to
 * after routing and validation; the next GET of the same address and language is a map lookup, a cache
 * lookup and one write of prepared headers and bytes, the same bytes and headers Fastify would send.
 * Most such GETs never reach Node's `http` either: socket-lane.ts reads them off the connection and
 * writes the prepared bytes (`find`); on connections Node's parser holds, `serve` answers in Node's
 * request listener. Anything else (another method, a body, If-None-Match, no Host, an address not
 * seen, an answer no longer cached) goes to Fastify as usual.
 */
export class CachedAnswerLane {
  private readonly keys = new LRUCache<string, string>({ max: MAX_ADDRESSES });
  private readonly prepared = new WeakMap<CacheEntry, Map<string, PreparedAnswer>>();

  constructor(private readonly source: LaneSource) {}

  /** Called by a route that answered `request` with the cache entry under `key`. */
  remember(request: IncomingMessage, key: string): void {
    if (request.method === 'GET') this.keys.set(addressOf(requestLang(request.headers), request.url ?? ''), key);
  }

  /** Forgets every address (the cache was emptied for a new content version). */
  clear(): void {
    this.keys.clear();
  }

  /** The prepared answer to a GET of `url` in `lang` accepting `acceptEncoding`, when the cache holds it. */
  find(lang: Lang, url: string, acceptEncoding: string | undefined): PreparedAnswer | undefined {
    const key = this.keys.get(addressOf(lang, url));
    if (key === undefined) return undefined;
    const cache = this.source.cache;
    const entry = cache.get(key);
    if (!entry) return undefined;
    const { body, encoding } = encodedBody(entry, acceptEncoding, () => cache.grew(key, entry));
    return this.preparedOf(entry, encoding, body);
  }

  /** Answers the request from the cache and returns true, or returns false and leaves it to Fastify. */
  serve(request: IncomingMessage, response: ServerResponse): boolean {
    const { headers } = request;
    if (request.method !== 'GET' || headers.host === undefined || headers['if-none-match'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const answer = this.find(requestLang(headers), request.url ?? '', headers['accept-encoding']);
    if (!answer) return false;
    response.writeHead(200, answer.list);
    response.end(answer.body);
    return true;
  }

  /** Shared headers, the entry's, and the encoding and length, as Fastify's onRequest hook and sendEntry set them. */
  private preparedOf(entry: CacheEntry, encoding: string | null, body: Buffer): PreparedAnswer {
    const shared = this.source.headers;
    let byEncoding = this.prepared.get(entry);
    if (!byEncoding) {
      byEncoding = new Map();
      this.prepared.set(entry, byEncoding);
    }
    const name = encoding ?? 'identity';
    const known = byEncoding.get(name);
    if (known && known.shared === shared) return known;
    const list = Object.entries({
      ...shared,
      ...entry.headers,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
    }).flat();
    let head = 'HTTP/1.1 200 OK\r\n';
    for (let i = 0; i < list.length; i += 2) head += `${list[i]}: ${list[i + 1]}\r\n`;
    const answer: PreparedAnswer = { shared, list, head: Buffer.from(head, 'latin1'), body };
    byEncoding.set(name, answer);
    return answer;
  }
}

/**
 * Fastify's HTTP/1 server as fastify/lib/server.js makes it (its `http` options and timeouts), with
 * the lane in front of Fastify's handler and of Node's parser (socket-lane.ts). `lane` is read per
 * request: the content state that owns the lane is made after Fastify.
 */
export function serverWithLane(lane: () => CachedAnswerLane | undefined): FastifyServerFactory<Server> {
  return (handler, options) => {
    const server = createServer((options.http ?? {}) as ServerOptions, (request, response) => {
      if (!lane()?.serve(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = options.keepAliveTimeout as number;
    server.requestTimeout = options.requestTimeout as number;
    server.setTimeout(options.connectionTimeout as number);
    answerOnSockets(server, lane);
    return server;
  };
}
