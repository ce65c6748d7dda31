import { createHash } from 'node:crypto';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { COMPRESS_MIN_BYTES, compress, compressHard, type Encoding, negotiateEncoding } from './compression.ts';
import { CONTENT_LANGUAGE, VARY } from './language.ts';
import { cacheLookups } from './metrics-registry.ts';

export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** One serialized answer (an envelope, or a feed) with its ETag, response headers and the compressed variants made so far. */
export interface CacheEntry {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  variants: Partial<Record<Encoding, Buffer>>;
}

/** An entry for `body`; `lang` null: the same in every language (a sitemap), no Content-Language. */
export function createEntry(
  body: Buffer,
  lang: Lang | null,
  contentType = 'application/json; charset=utf-8',
): CacheEntry {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
  return {
    body,
    etag,
    headers: {
      'content-type': contentType,
      etag,
      'cache-control': API_CACHE_CONTROL,
      ...(lang ? { 'content-language': CONTENT_LANGUAGE[lang], vary: VARY } : { vary: 'Accept-Encoding' }),
    },
    variants: {},
  };
}

/** Bytes an entry holds, key included, so the bound is on memory rather than on a count of entries. */
function entrySize(entry: CacheEntry, key: string): number {
  return key.length + entry.body.length + (entry.variants.br?.length ?? 0) + (entry.variants.gzip?.length ?? 0);
}

/**
 * Serialized API answers per request key, valid for one content version. Bounded by bytes; when full
 * the least recently used entries go first, so crawlers cycling through keys cannot flush the
 * popular answers.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CacheEntry>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, CacheEntry>({ maxSize: maxBytes, sizeCalculation: entrySize });
  }

  get(key: string): CacheEntry | undefined {
    return this.entries.get(key);
  }

  /** Keeps an entry until the content version changes or, with `ttlMs`, for that long at most. */
  set(key: string, entry: CacheEntry, ttlMs?: number): void {
    this.entries.set(key, entry, ttlMs === undefined ? {} : { ttl: ttlMs });
  }

  /** Records a variant made for a cached entry, so its size (and the bound) follows. */
  grew(key: string, entry: CacheEntry): void {
    if (this.entries.peek(key) !== entry) return;
    // lru-cache measures a value when it is stored, and not again when the same value is set anew.
    const ttl = this.entries.getRemainingTTL(key);
    this.entries.delete(key);
    this.entries.set(key, entry, Number.isFinite(ttl) ? { ttl } : {});
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/**
 * The cache key of a validated query: the language, the endpoint's path and the parsed value of every
 * query key the endpoint knows, in a fixed order, JSON-encoded. JSON leaves no two different queries
 * the same text (a keyword holding `&pageNum=2` stays a keyword); unknown parameters and spellings
 * that parse alike (`pageNum=01`, a missing default) share their answer.
 */
export function cacheKey(path: string, knownKeys: readonly string[], query: unknown, lang: Lang): string {
  const q = (query ?? {}) as Record<string, unknown>;
  return JSON.stringify([lang, path, ...knownKeys.map((name) => q[name] ?? null)]);
}

/** Whether If-None-Match names this entry (a list of tags, weak comparison, or `*`). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === opaque;
  });
}

/**
 * The bytes of an entry for a client's Accept-Encoding: the entry's own when it is small or the client
 * takes neither encoding, else its compressed variant, made once per encoding. `onVariant` hears of a
 * new variant (the cache re-measures the entry).
 */
export function encodedBody(
  entry: CacheEntry,
  acceptEncoding: string | undefined,
  onVariant?: () => void,
): { body: Buffer; encoding: Encoding | null } {
  const encoding = entry.body.length >= COMPRESS_MIN_BYTES ? negotiateEncoding(acceptEncoding) : null;
  if (!encoding) return { body: entry.body, encoding: null };
  let variant = entry.variants[encoding];
  if (!variant) {
    variant = compress(entry.body, encoding);
    entry.variants[encoding] = variant;
    onVariant?.();
  }
  return { body: variant, encoding };
}

/**
 * Sends an answer made from content read at `readAt` (the content version when the reading began), and keeps
 * it under `key` only when no change landed meanwhile: an answer made while an import or publish landed may be
 * stale, so it is sent but not kept.
 */
export function sendMadeEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  state: { cache: ResponseCache; version: number | null },
  made: { key: string; entry: CacheEntry; readAt: number | null },
): FastifyReply {
  const { key, entry } = made;
  const keep = made.readAt === state.version;
  if (keep) state.cache.set(key, entry);
  return sendEntry(request, reply, entry, keep ? () => state.cache.grew(key, entry) : undefined);
}

/** Sends a cached entry: 304 when the client has it, otherwise in the encoding it prefers. */
export function sendEntry(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CacheEntry,
  onVariant?: () => void,
): FastifyReply {
  reply.headers(entry.headers);
  if (notModified(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding'], onVariant);
  return encoding ? reply.header('content-encoding', encoding).send(body) : reply.send(body);
}

/**
 * A preHandler that answers from `cache` when it holds the request's key, before rate limiting (a hit
 * costs one lookup); otherwise the route goes on. `onHit` hears which key the request came to. An entry
 * `checked` names is left to the route, which checks it is still current before sending it.
 */
export function answerFromCache(
  cache: ResponseCache,
  keyOf: (request: FastifyRequest) => string,
  onHit?: (request: FastifyRequest, key: string) => void,
  checked?: (entry: CacheEntry) => boolean,
): preHandlerHookHandler {
  return (request, reply, done) => {
    const key = keyOf(request);
    const cached = cache.get(key);
    const entry = cached && checked?.(cached) ? undefined : cached;
    if (!cached || entry) cacheLookups.inc({ result: entry ? 'hit' : 'miss' });
    if (entry) {
      onHit?.(request, key);
      sendEntry(request, reply, entry, () => cache.grew(key, entry));
      return;
    }
    done();
  };
}

/** Makes the entry's brotli variant now, at the highest quality, before the entry is first sent (see compressHard). */
export async function compressAhead(entry: CacheEntry): Promise<CacheEntry> {
  if (entry.body.length >= COMPRESS_MIN_BYTES) entry.variants.br = await compressHard(entry.body);
  return entry;
}
