import type { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * How an attachment leaves the server for an officer's disk or browser: named by the type its bytes
 * were found to be, never by the reporter's extension (a PDF named `evidence.html` would otherwise be
 * opened as a page), and, over HTTP, as a download that no browser renders or sniffs. The reporter's
 * own name is kept only as text (report.json, the console's listing).
 */

/**
 * The extensions a file of each accepted type may be saved under; the first unless the reporter's own
 * is another of them (`.jpeg`, or `.xls` for a compound file, which is a Word, Excel or PowerPoint file).
 * One row per type of ACCEPTED_TYPES (file-check.ts); a test holds the two tables together.
 */
const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['pptx'],
  'application/x-cfb': ['doc', 'xls', 'ppt'],
  'audio/mpeg': ['mp3'],
  'video/mp4': ['mp4'],
  'text/plain': ['txt'],
};

/** Anything stored under a type the table does not know (none today) is saved as opaque bytes. */
const UNKNOWN_EXTENSION = 'bin';
const STEM_MAX_CHARS = 80;

/** The reporter's name without its extension, reduced to letters, digits, spaces, `-` and `_`. */
function stemOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} _-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[\s_]+|[\s_]+$/g, '');
  return [...stem].slice(0, STEM_MAX_CHARS).join('') || 'attachment';
}

/** The extension an attachment of `type` is saved under, given the reporter's name for it. */
export function extensionFor(type: string, reporterName: string): string {
  const allowed = EXTENSIONS[type];
  if (!allowed?.[0]) return UNKNOWN_EXTENSION;
  const own = /\.([^.]+)$/.exec(reporterName)?.[1]?.toLowerCase();
  return own && allowed.includes(own) ? own : allowed[0];
}

/**
 * The file name an attachment is saved under: its place in the report, the reporter's stem, and the
 * detected type's extension (`01-evidence.pdf` for a PDF named `evidence.html`).
 */
export function attachmentFileName(position: number, reporterName: string, type: string): string {
  return `${String(position).padStart(2, '0')}-${stemOf(reporterName)}.${extensionFor(type, reporterName)}`;
}

/** The Content-Type an attachment goes out with: the detected type, never the reporter's. */
const contentTypeOf = (type: string) =>
  type === 'text/plain' ? 'text/plain; charset=utf-8' : type in EXTENSIONS ? type : 'application/octet-stream';

/**
 * Sends an attachment as a download: `Content-Disposition: attachment` with the name above (an ASCII
 * fallback and the UTF-8 name), the detected type, `nosniff`, and a CSP that sandboxes it with no
 * source allowed, should a browser render it anyway. Every console that lets an officer download an
 * attachment answers through this; `bytes` may be a stream (officer.ts's `openAttachment`), which goes
 * out as it is read from the database.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { position: number; name: string; type: string; bytes: Buffer | Readable },
): FastifyReply {
  const fileName = attachmentFileName(file.position, file.name, file.type);
  // Browsers read the UTF-8 name; a client that reads only the plain one gets an ASCII name, not `?`s.
  const ascii = /^[\x20-\x7e]*$/.test(fileName);
  const fallback = attachmentFileName(file.position, `attachment.${extensionFor(file.type, file.name)}`, file.type);
  return reply
    .header('content-type', contentTypeOf(file.type))
    .header('content-disposition', contentDisposition(fileName, ascii ? {} : { fallback }))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(file.bytes);
}
