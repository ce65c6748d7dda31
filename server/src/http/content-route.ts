import type { GetEndpoint } from '@muyuan/contract/endpoint';
import { envelopeSchema } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { successEnvelope } from './envelope.ts';
import { requestLang } from './language.ts';
import { answerFromCache, cacheKey, createEntry, sendEntry } from './response-cache.ts';

const UNCACHEABLE_CACHE_CONTROL = 'public, no-cache';

export type ContentLoader<E extends GetEndpoint> = (
  query: z.output<E['query']>,
  lang: Lang,
) => Promise<z.input<E['data']>>;

export interface ContentRouteOptions {
  /** The API group, for the OpenAPI document. */
  tag: string;
  /** False for answers that may change between content versions (e.g. a live quote feed). */
  cacheable?: boolean;
  /** Searches have a limit of their own; every other read shares the content limit. */
  limit?: 'content' | 'search';
  /** Runs after every answer of the route, the cached ones included (the search tally counts searches). */
  onResponse?: onResponseHookHandler;
}

/**
 * Registers one GET endpoint of the contract. After Fastify has validated the query, an answer
 * already in the response cache is sent as it is (no database access, no rate limit: hits are
 * cheap). A miss counts against the client's limit, loads the data, checks it against the
 * contract's schema, serializes the envelope once and keeps the bytes for every later request with
 * the same parsed query and language, until the content version changes.
 */
export function registerContentRoute<E extends GetEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  load: ContentLoader<E>,
  options: ContentRouteOptions,
): void {
  const state = app.contentState;
  const cacheable = options.cacheable ?? true;
  const knownKeys = endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape).sort() : [];
  const keyOf = (request: FastifyRequest) =>
    cacheKey(endpoint.path, knownKeys, request.query, requestLang(request.headers));

  const limit = options.limit === 'search' ? app.searchRateLimit : app.contentRateLimit;
  // The next GET of this address and language is answered in onRequest, before validation (cached-answers.ts).
  const remember = (request: FastifyRequest, key: string) => state.answers.remember(request, key);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: endpoint.path,
    // Answers are compressed once, in their cache entry, not per request.
    compress: false,
    decompress: false,
    schema: {
      summary: endpoint.summary,
      tags: [options.tag],
      querystring: endpoint.query,
      response: { 200: envelopeSchema(endpoint.data) },
    },
    ...(cacheable ? { onRequest: state.answers.answer } : {}),
    ...(options.onResponse ? { onResponse: options.onResponse } : {}),
    preHandler: cacheable ? [answerFromCache(state.cache, keyOf, remember), limit] : [limit],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = requestLang(request.headers);
      const version = state.version;
      const data = endpoint.data.parse(await load(request.query as z.output<E['query']>, lang));
      const entry = createEntry(Buffer.from(JSON.stringify(successEnvelope(data, lang))), lang);
      // An answer that changes on its own (a live quote) is checked again on every view (ETag: a 304 when
      // unchanged); nginx's micro-cache, which ignores Cache-Control, still keeps it a second.
      if (!cacheable) entry.headers['cache-control'] = UNCACHEABLE_CACHE_CONTROL;
      const key = keyOf(request);
      // An answer made while an import landed may be stale: send it, but do not keep it.
      const keep = cacheable && version === state.version;
      if (keep) {
        state.cache.set(key, entry);
        remember(request, key);
      }
      return sendEntry(request, reply, entry, keep ? () => state.cache.grew(key, entry) : undefined);
    },
  });
}
