import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { payloadTooLarge, unsupportedMediaType } from './errors.ts';

/** Room for the form's boundaries and part headers around the file itself. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface SingleFileUpload {
  /** The route option: a body over this is refused by Fastify. */
  bodyLimit: number;
  /** An onRequest hook: a body declared over the limit is refused before it is read, and its connection not kept. */
  refuseDeclaredOversize: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/**
 * Sets up a plugin's routes to take a form of exactly one file, read with integrity/upload-form.ts's
 * readUploadForm (the media store's upload, the price history's import). Multipart is parsed in the
 * calling plugin only, one part at most, never larger than `maxFileBytes`; the upload routes' bodies are
 * streams, never validated as JSON (their schemas are for the API document).
 */
export async function acceptSingleFile(
  app: FastifyInstance,
  { uploadPaths, maxFileBytes }: { uploadPaths: readonly string[]; maxFileBytes: number },
): Promise<SingleFileUpload> {
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body' && uploadPaths.includes(route.url)
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
    limits: { fileSize: maxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const bodyLimit = maxFileBytes + FORM_OVERHEAD_BYTES;
  return {
    bodyLimit,
    refuseDeclaredOversize: async (request, reply) => {
      if (Number(request.headers['content-length'] ?? 0) > bodyLimit) {
        reply.header('connection', 'close');
        throw payloadTooLarge();
      }
    },
  };
}
