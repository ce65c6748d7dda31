import type { GetEndpoint } from '@muyuan/contract/endpoint';
import { envelopeSchema } from '@muyuan/contract/envelope';
import type { Lang } from '@muyuan/contract/lang';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ContentState } from '../content-state.ts';
import { successEnvelope } from './envelope.ts';
import { requestLang } from './language.ts';
import { cacheKey, createEntry, sendEntry } from './response-cache.ts';

/** Cache keys of requests that missed the cache, to store their answer once it is made. */
const missKeys = new WeakMap<object, string>();

export type ContentLoader<E extends GetEndpoint> = (
  query: z.output<E['query']>,
  lang: Lang,
) => Promise<z.input<E['data']>>;

export interface ContentRouteOptions {
  /** False for answers that may change between content versions (e.g. a live quote feed). */
  cacheable?: boolean;
  tag: string;
}

/**
 * Registers one GET endpoint of the contract. The hot path is an `onRequest` hook that answers from
 * the response cache (before query validation, with no database access); a miss validates the query,
 * loads the data, checks it against the contract's schema, serializes the envelope once and keeps
 * the bytes for every later request of the same (path, query, language) in this content version.
 */
export function registerContentRoute<E extends GetEndpoint>(
  app: FastifyInstance,
  state: ContentState,
  endpoint: E,
  load: ContentLoader<E>,
  options: ContentRouteOptions,
): void {
  const cacheable = options.cacheable ?? true;
  const knownKeys = endpoint.query instanceof z.ZodObject ? Object.keys(endpoint.query.shape).sort() : [];

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: endpoint.path,
    // Responses are compressed once, in the cache, not per request.
    compress: false,
    decompress: false,
    schema: {
      summary: endpoint.summary,
      tags: [options.tag],
      querystring: endpoint.query,
      response: { 200: envelopeSchema(endpoint.data) },
    },
    onRequest: (request, reply, done) => {
      if (cacheable) {
        const key = cacheKey(endpoint.path, knownKeys, request.query, requestLang(request.headers));
        const entry = key === null ? undefined : state.cache.get(key);
        if (entry) {
          sendEntry(request, reply, entry);
          return;
        }
        // Validation replaces the raw query with parsed values; keep the key made from the raw one.
        if (key !== null) missKeys.set(request, key);
      }
      done();
    },
    handler: async (request, reply) => {
      const lang = requestLang(request.headers);
      const version = state.version;
      const data = endpoint.data.parse(await load(request.query as z.output<E['query']>, lang));
      const entry = createEntry(Buffer.from(JSON.stringify(successEnvelope(data, lang))), lang);
      const key = missKeys.get(request);
      if (key !== undefined && version === state.version) state.cache.set(key, entry);
      return sendEntry(request, reply, entry);
    },
  });
}
