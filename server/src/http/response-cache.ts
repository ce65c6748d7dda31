import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_LANGUAGE, VARY } from './language.ts';

export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';
/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Bound on entries: keys include query values (page numbers, search keywords), so a crawler could
 * otherwise grow the cache without limit. When full it is emptied; hot entries refill at once.
 */
const MAX_ENTRIES = 5000;

/** One serialized envelope with its ETag, response headers and lazily made compressed variants. */
export interface CacheEntry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  gzip?: Buffer;
  br?: Buffer;
}

export function createEntry(body: Buffer, lang: Lang): CacheEntry {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    body,
    etag,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      etag,
      'cache-control': API_CACHE_CONTROL,
      'content-language': CONTENT_LANGUAGE[lang],
      vary: VARY,
    },
  };
}

/** Serialized API responses per (path, normalized query, lang), valid for one content version. */
export class ResponseCache {
  private readonly entries = new Map<string, CacheEntry>();

  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: CacheEntry): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(key, entry);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The cache key of a request, from the endpoint's canonical path, the values of the query keys the
 * endpoint knows (sorted; unknown keys do not change the answer) and the language. Null when a value
 * is not a plain string (e.g. a repeated parameter): such a request is left to validation.
 */
export function cacheKey(path: string, knownKeys: readonly string[], query: unknown, lang: Lang): string | null {
  let key = `${lang} ${path}?`;
  const q = (query ?? {}) as Record<string, unknown>;
  for (const name of knownKeys) {
    const value = q[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    key += `${name}=${value}&`;
  }
  return key;
}

function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  if (acceptEncoding.includes('br')) return 'br';
  if (acceptEncoding.includes('gzip')) return 'gzip';
  return null;
}

function variant(entry: CacheEntry, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.body);
    return entry.br;
  }
  entry.gzip ??= gzipSync(entry.body);
  return entry.gzip;
}

/** Sends a cached entry: 304 when the client has it, otherwise the best encoding it accepts. */
export function sendEntry(request: FastifyRequest, reply: FastifyReply, entry: CacheEntry): FastifyReply {
  reply.headers(entry.headers);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.includes(entry.etag)) {
    return reply.code(304).send();
  }
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(entry.body);
  return reply.header('content-encoding', encoding).send(variant(entry, encoding));
}
