import type { MediaKind } from '@muyuan/contract/admin/media';

/** One type of file the media store takes: what its bytes must be, and what it is stored as. */
export interface MediaType {
  /** The extension its address ends in (`/media/u/<sha256>.<ext>`). */
  ext: string;
  /** Extensions an uploaded file of this type may have (the name's claim, checked against the bytes). */
  extensions: readonly string[];
  mime: string;
  /** Content types a browser may send for it besides `mime` (and the vague `application/octet-stream`). */
  aliases: readonly string[];
  kind: MediaKind;
  /** A short name for messages. */
  label: string;
}

/** Every type accepted, by the MIME type its bytes are detected as (`file-type`; SVG has no magic bytes). */
export const MEDIA_TYPES: readonly MediaType[] = [
  {
    ext: 'pdf',
    extensions: ['pdf'],
    mime: 'application/pdf',
    aliases: ['application/x-pdf'],
    kind: 'pdf',
    label: 'PDF',
  },
  {
    ext: 'jpg',
    extensions: ['jpg', 'jpeg'],
    mime: 'image/jpeg',
    aliases: ['image/jpg', 'image/pjpeg'],
    kind: 'image',
    label: 'JPEG',
  },
  { ext: 'png', extensions: ['png'], mime: 'image/png', aliases: ['image/x-png'], kind: 'image', label: 'PNG' },
  { ext: 'webp', extensions: ['webp'], mime: 'image/webp', aliases: [], kind: 'image', label: 'WebP' },
  { ext: 'avif', extensions: ['avif'], mime: 'image/avif', aliases: [], kind: 'image', label: 'AVIF' },
  { ext: 'svg', extensions: ['svg'], mime: 'image/svg+xml', aliases: [], kind: 'image', label: 'SVG' },
  { ext: 'mp4', extensions: ['mp4'], mime: 'video/mp4', aliases: [], kind: 'video', label: 'MP4' },
];

export const SVG_MIME = 'image/svg+xml';

/** The type a file name claims by its extension, or undefined. */
export function typeByFileName(name: string): MediaType | undefined {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = name.slice(dot + 1).toLowerCase();
  return MEDIA_TYPES.find((t) => t.extensions.includes(ext));
}

/** The type stored under an extension of an address (`jpg`), or undefined. */
export const typeByExt = (ext: string): MediaType | undefined => MEDIA_TYPES.find((t) => t.ext === ext);

/** Whether the Content-Type a browser sent for the part agrees with the type its name claims. */
export function contentTypeAgrees(type: MediaType, sent: string | undefined): boolean {
  const mime = (sent ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mime === '' || mime === 'application/octet-stream' || mime === type.mime || type.aliases.includes(mime);
}

export const ACCEPTED_LABELS = MEDIA_TYPES.map((t) => t.label).join(', ');

/** The largest upload of each kind, in bytes (MEDIA_MAX_*_BYTES). */
export type MediaLimits = Readonly<Record<MediaKind, number>>;
