import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyError, FastifyRequest } from 'fastify';
import { fileTooLarge, fileWithoutName, malformedUpload, multipleFiles, noFile, unexpectedField } from './errors.ts';

/** The form field browsers send the attachment in (web/src/api/compliance.ts). */
export const FILE_FIELD = 'file';

/** The one file of an upload form; `rest` resolves once the form has ended without another part. */
export interface UploadedPart {
  stream: Readable & { truncated?: boolean };
  fileName: string;
  /** The Content-Type the browser sent for the part (a claim, checked against the bytes by who cares). */
  mimeType: string;
  rest: () => Promise<void>;
  /** What an error the stream failed with means to the visitor (a body cut short is the form's fault). */
  explain: (error: unknown) => unknown;
}

/** What the parser's own errors mean to the visitor; anything else is not the form's fault. */
function formError(error: unknown): unknown {
  const code = (error as FastifyError).code;
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT') return multipleFiles();
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  // Busboy's own errors (no boundary, a body cut short, a part without its end) have no code.
  if (code === undefined || code === 'FST_MP_PREMATURE_CLOSE') return malformedUpload();
  return error;
}

/**
 * Watches the raw body for the start of a part (`--boundary` and a line break), so that a form whose
 * only part the parser skipped (busboy drops a part with a bad header, a CR in its file name say,
 * without a word) is told from a form that had no part at all.
 */
function watchForParts(request: FastifyRequest): () => boolean {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers['content-type'] ?? '');
  const mark = boundary ? Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}\r\n`) : null;
  if (!mark) return () => false;
  let seen = false;
  // The body's first delimiter has no line break before it: start as if one had come.
  let tail = Buffer.from('\r\n');
  const onData = (chunk: Buffer) => {
    const window = Buffer.concat([tail, chunk]);
    if (window.includes(mark)) {
      seen = true;
      request.raw.off('data', onData);
      return;
    }
    tail = window.subarray(Math.max(0, window.length - mark.length + 1));
  };
  request.raw.on('data', onData);
  return () => seen;
}

/**
 * Reads an upload form that must hold exactly one part, a file with its name. The parser is set up
 * (integrity/routes.ts) to take every part as a file, so a text field shows its name instead of
 * tripping a limit, and to stop at one part: a second part trips the parts limit, which `rest`
 * reports. Each other shape gets its own 400.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadedPart> {
  // The parser starts reading the body at the first `next`; the watcher listens from this tick on.
  const parts = request.parts();
  const sawPart = watchForParts(request);
  let first: IteratorResult<Multipart>;
  try {
    first = await parts.next();
  } catch (error) {
    throw formError(error);
  }
  if (first.done) throw sawPart() ? malformedUpload() : noFile();
  const part = first.value;
  if (part.type !== 'file') throw unexpectedField();
  if (!part.filename) {
    part.file.resume();
    throw part.fieldname === FILE_FIELD ? fileWithoutName() : unexpectedField();
  }
  return {
    stream: part.file,
    fileName: part.filename,
    mimeType: part.mimetype,
    explain: formError,
    rest: async () => {
      try {
        const next = await parts.next();
        if (!next.done) {
          if (next.value.type === 'file') next.value.file.resume();
          throw multipleFiles();
        }
      } catch (error) {
        throw formError(error);
      }
    },
  };
}
