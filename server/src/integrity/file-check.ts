import { fileTypeFromBuffer } from 'file-type';

/** The kinds of files a report may carry, by what their bytes are (never by their name). */
export const ACCEPTED_TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WEBP',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PowerPoint',
  // Word, Excel and PowerPoint files of Office 97–2003 are compound files.
  'application/x-cfb': 'Office 97–2003',
  'audio/mpeg': 'MP3',
  'video/mp4': 'MP4',
  'text/plain': 'TXT',
};

/** Bytes from the start of a file that the detector looks at. */
export const SNIFF_BYTES = 256 * 1024;

const TEXT_EXTENSION = /\.(txt|text|log|csv)$/i;

/** Plain text: valid UTF-8 without NUL or other control characters than tab, CR and LF. */
function isPlainText(head: Buffer, complete: boolean): boolean {
  // A head cut short may end inside a multi-byte character: leave its last three bytes out.
  const sample = complete ? head : head.subarray(0, Math.max(0, head.length - 3));
  if (sample.length === 0) return false;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return !/[^\P{Cc}\t\r\n]/u.test(text);
  } catch {
    return false;
  }
}

/**
 * The type of a file from its first bytes (a well-kept detector, `file-type`), or null when it is not
 * one the allowlist accepts. Text has no magic bytes: it is accepted as plain text when it is clean
 * UTF-8 and named like a text file.
 */
export async function acceptedType(head: Buffer, complete: boolean, fileName: string): Promise<string | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) return detected.mime in ACCEPTED_TYPES && detected.mime !== 'text/plain' ? detected.mime : null;
  return TEXT_EXTENSION.test(fileName) && isPlainText(head, complete) ? 'text/plain' : null;
}

/**
 * A file name safe to keep and to show again: no directories, no control or bidi characters, at
 * most 120 characters (the extension kept). The name is stored encrypted and never used on disk.
 */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (!clean) return 'file';
  const chars = [...clean];
  if (chars.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return [...clean.slice(0, clean.length - ext.length)].slice(0, 120 - ext.length).join('') + ext;
}
