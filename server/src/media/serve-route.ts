import { UPLOADED_MEDIA_NAME, UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { MediaStore } from './media-store.ts';
import { SVG_MIME } from './media-types.ts';

/** Its bytes never change under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An SVG opened on its own is a document of this origin: it may draw and use its own styles, nothing
 * else (no script, no requests), even if something slipped past the sanitizer.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * `GET /media/u/<sha256>.<ext>`: a file of the media store, from the database, streamed one chunk at a
 * time. A route of its own, so it wins over the static `/media/` wildcard (content/media's files): a
 * folder `u/` there is never served. Its ETag is its SHA-256; 404 for a name the store lacks.
 */
export default async function mediaServeRoute(app: FastifyInstance, { store }: { store: MediaStore }) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADED_MEDIA_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const match = UPLOADED_MEDIA_NAME.exec(request.params.name);
      const row = match?.[1] ? await store.find(match[1]) : undefined;
      if (!row || row.ext !== match?.[2]) throw notFound();
      const etag = `"${row.sha256}"`;
      reply
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-type', row.mime === SVG_MIME ? `${SVG_MIME}; charset=utf-8` : row.mime);
      if (row.mime === SVG_MIME) reply.header('content-security-policy', SVG_POLICY);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      reply.header('content-length', String(row.size));
      // HEAD too: Fastify sends its headers and drops the stream unread (its chunks are read lazily).
      return reply.send(store.open(row));
    },
  );
}
