import {
  mediaFileSchema,
  mediaListQuerySchema,
  mediaPageSchema,
  mediaParamsSchema,
} from '@muyuan/contract/admin/media';
import { ADMIN_PATHS } from '@muyuan/contract/admin/paths';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, ok, staffActor } from '../admin/routes/helpers.ts';
import { acceptSingleFile } from '../http/single-file-upload.ts';
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

/**
 * The media store's admin API: upload (multipart, one file), the list with where each file is used,
 * delete (refused while used). Roles in admin/route-roles.ts. The upload is one part, never larger than
 * the largest kind's limit (each kind's own is checked as it streams).
 */
export default async function mediaAdminRoutes(app: FastifyInstance, { ctx }: { ctx: MediaContext }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const P = ADMIN_PATHS;
  const { bodyLimit, refuseDeclaredOversize } = await acceptSingleFile(app, {
    uploadPaths: [P.media],
    maxFileBytes: Math.max(...Object.values(ctx.limits)),
  });

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
    async (request) => ok(request, await uploadMedia(ctx, staffActor(request), await readUploadForm(request))),
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
      await deleteMedia(ctx, staffActor(request), request.params.sha256);
      return ok(request, null);
    },
  );
}
