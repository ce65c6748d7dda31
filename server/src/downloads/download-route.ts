import { type Lang, langSchema } from '@muyuan/contract/lang';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLang } from '../http/language.ts';
import { answerFromCache, cacheKey, createEntry, sendMadeEntry } from '../http/response-cache.ts';

/** A file a download route answers with. */
export interface DownloadFile {
  body: Buffer;
  contentType: string;
  /** The name a browser saves it under: what is in it, its range and language. */
  fileName: string;
}

export interface DownloadRoute<Q extends z.ZodObject> {
  path: string;
  /** The endpoint's own query; an optional `lang` is added (see below). */
  query: Q;
  summary: string;
  tag: string;
  make: (query: z.output<Q>, lang: Lang) => Promise<DownloadFile>;
}

/**
 * Registers a GET that answers with a file (CSV, XLSX) made from content: cached per query and language
 * in the response cache until the content version changes, like the content API's answers. A link cannot
 * send the `lang` header, so the query may name the language (`lang=en`); without it the request's
 * language applies as everywhere. Bad queries get the API's 400 in the visitor's language.
 */
export function registerDownloadRoute<Q extends z.ZodObject>(app: FastifyInstance, route: DownloadRoute<Q>): void {
  const state = app.contentState;
  const query = route.query.extend({ lang: langSchema.optional() });
  const knownKeys = Object.keys(query.shape).sort();
  const langOf = (request: FastifyRequest) => (request.query as { lang?: Lang }).lang ?? requestLang(request.headers);
  const keyOf = (request: FastifyRequest) => cacheKey(route.path, knownKeys, request.query, langOf(request));

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'GET',
    url: route.path,
    compress: false,
    decompress: false,
    schema: { summary: route.summary, tags: [route.tag], querystring: query },
    preHandler: [answerFromCache(state.cache, keyOf), app.contentRateLimit],
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = langOf(request);
      const version = state.version;
      const file = await route.make(request.query as z.output<Q>, lang);
      const entry = createEntry(file.body, lang, file.contentType);
      entry.headers['content-disposition'] = contentDisposition(file.fileName);
      return sendMadeEntry(request, reply, state, { key: keyOf(request), entry, readAt: version });
    },
  });
}
