import { UPLOADED_MEDIA_NAME, UPLOADED_MEDIA_PREFIX } from '@muyuan/contract/admin/media';
import { VARIANT_NAME, type VariantFormat } from '@muyuan/contract/image-variants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { PDF_HEADERS, PDF_MIME } from '../http/pdf-headers.ts';
import { type ImageVariants, VARIANT_MIME } from './image-variants.ts';
import type { MediaStore } from './media-store.ts';
import { SVG_MIME } from './media-types.ts';

/** Its bytes never change under its name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * An SVG opened on its own is a document of this origin: it may draw and use its own styles, nothing
 * else (no script, no requests), even if something slipped past the sanitizer.
 */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

interface Sent {
  blob_id: string;
  sha256: string;
  size: number;
  mime: string;
  etag: string;
}

/** A stored file or rendition, streamed one chunk at a time; 304 when the browser has it. */
function send(store: MediaStore, request: FastifyRequest, reply: FastifyReply, file: Sent) {
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', file.etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-type', file.mime === SVG_MIME ? `${SVG_MIME}; charset=utf-8` : file.mime);
  if (file.mime === SVG_MIME) reply.header('content-security-policy', SVG_POLICY);
  // A PDF is kept as it was filed (never rewritten: media-upload.ts) and opened only in a sandbox.
  if (file.mime === PDF_MIME) reply.headers(PDF_HEADERS);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  reply.header('content-length', String(file.size));
  // HEAD too: Fastify sends its headers and drops the stream unread (its chunks are read lazily).
  return reply.send(store.open(file));
}

/**
 * `GET /media/u/<sha256>.<ext>`: a file of the media store, from the database; `GET
 * /media/u/<sha256>-<width>.<avif|webp>`: one of a picture's responsive renditions (made on this first
 * request if the picture has none yet). A route of its own, so it wins over the static `/media/`
 * wildcard (content/media's files): a folder `u/` there is never served. 404 for a name the store lacks.
 */
export default async function mediaServeRoute(
  app: FastifyInstance,
  { store, variants }: { store: MediaStore; variants: ImageVariants },
) {
  app.get<{ Params: { name: string } }>(
    `${UPLOADED_MEDIA_PREFIX}:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const rendition = VARIANT_NAME.exec(name);
      if (rendition?.[1]) {
        const format = rendition[3] as VariantFormat;
        const width = Number(rendition[2]);
        const row = await store.find(rendition[1]);
        const variant = row && (await variants.pick(row, width, format));
        if (!variant) throw notFound();
        const etag = `"${variant.sha256}-${width}-${format}"`;
        return send(store, request, reply, {
          ...variant,
          size: Number(variant.size),
          mime: VARIANT_MIME[format],
          etag,
        });
      }
      const match = UPLOADED_MEDIA_NAME.exec(name);
      const row = match?.[1] ? await store.find(match[1]) : undefined;
      if (!row || row.ext !== match?.[2]) throw notFound();
      return send(store, request, reply, { ...row, size: Number(row.size), etag: `"${row.sha256}"` });
    },
  );
}
