import fastifyMultipart from '@fastify/multipart';
import {
  mediaFileSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaParamsSchema,
} from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../admin/principal.ts';
import { answers, caller, ok } from '../admin/routes/helpers.ts';
import type { Actor } from '../editorial/context.ts';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';
import { FILE_FIELD, readUploadForm } from '../integrity/upload-form.ts';
import type { MediaContext } from './media-context.ts';
import { deleteMedia, listMedia } from './media-library.ts';
import { uploadMedia } from './media-upload.ts';

const tags = ['admin: media'];

/** The upload form as the API document shows it (read by readUploadForm, not by a validator). */
const uploadFormSchema = z
  .object({
    [FILE_FIELD]: z.string().meta({
      format: 'binary',
      description: 'The one file: PDF, JPEG, PNG, WebP, AVIF, SVG or MP4, named with its extension; no other field',
    }),
  })
  .meta({ description: 'multipart/form-data with exactly one part, the file' });

function actor(request: FastifyRequest): Actor {
  const who = caller(request);
  return { id: actorOf(who), name: who.name, session: who.via === 'session' ? who.session.id : null };
}

/**
 * The media store's admin API: upload (multipart, one file), the list with where each file is used,
 * delete (refused while used). Roles in admin/route-roles.ts. Multipart is parsed in this plugin only,
 * one part at most, never larger than the largest kind's limit (each kind's own is checked as it streams).
 */
export default async function mediaAdminRoutes(app: FastifyInstance, { ctx }: { ctx: MediaContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;
  const largest = Math.max(...Object.values(ctx.limits));
  const bodyLimit = largest + 64 * 1024;

  // The upload's body is a form read as a stream, never validated as JSON (its schema is for the API document).
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body' && route.url === P.media
      ? () => true
      : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
  );
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw unsupportedMediaType();
    throw error;
  });
  await app.register(fastifyMultipart, {
    // One part, taken as a file whatever it is, so that readUploadForm can say what was wrong with it.
    isPartAFile: () => true,
    limits: { fileSize: largest, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  /** A body declared over the limit is refused before it is read, and its connection not kept. */
  const refuseDeclaredOversize = async (request: FastifyRequest, reply: FastifyReply) => {
    if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
      reply.header('connection', 'close');
      throw payloadTooLarge();
    }
  };

  typed.post(
    P.media,
    {
      bodyLimit,
      onRequest: refuseDeclaredOversize,
      schema: {
        summary: 'Upload one file (the same bytes again answer the file already stored)',
        description:
          'Checked by its bytes against its extension and the Content-Type sent; images are encoded again without ' +
          'metadata, SVG sanitized (no script, event handlers or outside references), a PDF’s title and page count ' +
          'read. Limits per kind: MEDIA_MAX_IMAGE_BYTES, MEDIA_MAX_PDF_BYTES, MEDIA_MAX_VIDEO_BYTES.',
        tags,
        consumes: ['multipart/form-data'],
        body: uploadFormSchema,
        response: answers(mediaFileSchema),
      },
    },
    async (request) => ok(request, await uploadMedia(ctx, actor(request), await readUploadForm(request))),
  );

  typed.get(
    P.media,
    {
      schema: {
        summary: 'A page of the stored files, newest first, each with the records that use it',
        tags,
        querystring: mediaListQuerySchema,
        response: answers(mediaPageSchema),
      },
    },
    async (request) => ok(request, await listMedia(ctx, request.query)),
  );

  typed.delete(
    P.mediaFile,
    {
      schema: {
        summary: 'Delete a stored file no record uses (409 naming the records that do)',
        tags,
        params: mediaParamsSchema,
        response: answers(z.null()),
      },
    },
    async (request) => {
      await deleteMedia(ctx, actor(request), request.params.sha256);
      return ok(request, null);
    },
  );
}
