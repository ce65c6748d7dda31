import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaFile } from '@muyuan/contract/admin/media';
import { appendAudit } from '../admin/audit.ts';
import { isoAt } from '../admin/clock.ts';
import type { Actor } from '../editorial/context.ts';
import { AppError } from '../http/errors.ts';
import type { UploadedPart } from '../integrity/upload-form.ts';
import {
  contentTypeMismatch,
  damagedImage,
  emptyMedia,
  imageTooManyPixels,
  imageWorkFailed,
  mediaTooLarge,
  mediaTypeMismatch,
  unsafeSvg,
  unsupportedMedia,
} from './errors.ts';
import { TooManyPixelsError } from './image-limits.ts';
import { ImageWorkError, imageWork } from './image-work.ts';
import type { MediaContext } from './media-context.ts';
import { type MediaFacts, MediaStore, type WrittenBlob } from './media-store.ts';
import { contentTypeAgrees, type MediaType, SVG_MIME, typeByFileName } from './media-types.ts';
import { mediaFileOf } from './media-view.ts';
import { pdfFacts } from './pdf-facts.ts';
import { sanitizeSvg, svgSize } from './svg-sanitize.ts';
import { checkFileName, detectedType, UploadTap } from './upload-check.ts';

/** The bytes to store and what they are, once a buffered upload is checked and cleaned. */
interface Prepared {
  bytes: Buffer;
  facts: Pick<MediaFacts, 'width' | 'height' | 'pdf_title' | 'pdf_pages'>;
}

const NO_FACTS = { width: null, height: null, pdf_title: null, pdf_pages: null };

/** Collects a stream (bounded by the tap before it) into one buffer. */
async function collect(form: UploadedPart, tap: UploadTap): Promise<Buffer> {
  const parts: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      parts.push(chunk);
      done();
    },
  });
  await pipeline([form.stream, tap, sink]);
  return Buffer.concat(parts);
}

/** What an image, SVG or PDF becomes before it is stored: metadata gone, scripts gone, its facts read. */
async function prepare(type: MediaType, bytes: Buffer): Promise<Prepared> {
  if (type.mime === SVG_MIME) {
    const clean = sanitizeSvg(bytes);
    if (!clean) throw unsafeSvg();
    const size = svgSize(clean);
    return { bytes: clean, facts: { ...NO_FACTS, width: size?.width ?? null, height: size?.height ?? null } };
  }
  if (type.kind === 'image') {
    // Decoded in the image worker, never here; one whose header gives too many pixels is never decoded.
    const image = await imageWork.clean(bytes, type.mime).catch((error: unknown) => {
      if (error instanceof TooManyPixelsError) throw imageTooManyPixels(type, error.width, error.height);
      throw error instanceof ImageWorkError ? imageWorkFailed() : damagedImage(type);
    });
    return { bytes: image.bytes, facts: { ...NO_FACTS, width: image.width, height: image.height } };
  }
  if (type.kind === 'pdf') {
    const pdf = await pdfFacts(bytes);
    return { bytes, facts: { ...NO_FACTS, pdf_title: pdf.title, pdf_pages: pdf.pages } };
  }
  return { bytes, facts: NO_FACTS };
}

/** What reading the form failed with, told as the caller's mistake where it is (a cut body, a second file, too big). */
function explained(form: UploadedPart, type: MediaType, limit: number, error: unknown): unknown {
  if (error instanceof AppError) return error.code === 'file_too_large' ? mediaTooLarge(type, limit) : error;
  const told = form.explain(error);
  return told instanceof AppError && told.code === 'file_too_large' ? mediaTooLarge(type, limit) : told;
}

/** The name and the type an upload claims, before a byte of it is read (refused: the rest is drained). */
function claimOf(form: UploadedPart): { name: string; type: MediaType } {
  try {
    const name = checkFileName(form.fileName);
    const type = typeByFileName(name);
    if (!type) throw unsupportedMedia();
    if (!contentTypeAgrees(type, form.mimeType)) throw contentTypeMismatch(type, form.mimeType);
    return { name, type };
  } catch (error) {
    form.stream.resume();
    throw error;
  }
}

/**
 * Receives one uploaded file: its name must claim an accepted type (by extension, and by the
 * Content-Type sent, when specific), its bytes must be that type (magic bytes; SVG by its `<svg`), and
 * it must fit its kind's limit; an empty file or a second part is refused. Images are encoded again
 * without metadata, SVG sanitized, a PDF's title and page count read. Videos stream into the store as
 * they arrive; the rest are held (at most their limit) to be cleaned first. The file is named by the
 * SHA-256 of the bytes stored: the same bytes again find the same file. Nothing is left of a refused
 * upload. Every accepted upload is audited (`created` false when the file was there already).
 */
export async function uploadMedia(ctx: MediaContext, actor: Actor, form: UploadedPart): Promise<MediaFile> {
  const { name, type } = claimOf(form);
  const limit = ctx.limits[type.kind];
  const tap = new UploadTap(type, limit);
  let blob: WrittenBlob | null = null;
  try {
    let prepared: Prepared | null = null;
    try {
      if (type.kind === 'video') blob = await ctx.store.writeBlob(form.stream, tap);
      else prepared = { bytes: await collect(form, tap), facts: NO_FACTS };
      if (form.stream.truncated) throw mediaTooLarge(type, limit);
      await form.rest();
    } catch (error) {
      throw explained(form, type, limit, error);
    }
    if (tap.size === 0) throw emptyMedia();
    const detected = await detectedType(tap.head);
    if (detected.type !== type) throw mediaTypeMismatch(type, detected.found);
    if (prepared) {
      prepared = await prepare(type, prepared.bytes);
      blob = await ctx.store.writeBytes(prepared.bytes);
    }
    if (!blob) throw new Error('no blob written');
    const written = blob;
    const now = ctx.clock();
    const facts: MediaFacts = {
      ext: type.ext,
      kind: type.kind,
      mime: type.mime,
      original_name: name,
      uploaded_by: actor.id,
      uploaded_by_name: actor.name,
      uploaded_at: isoAt(now),
      ...(prepared?.facts ?? NO_FACTS),
    };
    const row = await ctx.db.transaction().execute(async (trx) => {
      const kept = await new MediaStore(trx).keep(written, facts);
      await appendAudit(
        trx,
        {
          actor: actor.id,
          actorName: actor.name,
          action: 'media_upload',
          object: `media:${kept.row.sha256}`,
          session: actor.session,
          detail: { name, kind: type.kind, size: Number(kept.row.size), created: kept.created },
        },
        now,
      );
      return kept.row;
    });
    // The renditions are made now, while the editor waits a moment, not while a visitor does; a picture
    // whose making fails here gets them when a page first asks (ImageVariants.pick).
    await ctx.variants.prepare(row, prepared?.bytes);
    return mediaFileOf(row);
  } catch (error) {
    if (blob) await ctx.store.discardBlob(blob.blobId).catch(() => {});
    throw error;
  }
}
