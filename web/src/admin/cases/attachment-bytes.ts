import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { AdminApiError } from '../admin-api.ts';
import type { OpenedFile } from './open-case.ts';
import { openFile } from './sealed-box.ts';

/** Types shown in the page: images as <img> (nothing in them runs), PDFs in the browser's own viewer. */
export const PREVIEWED = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** `version || nonce || ciphertext || tag` around a file's bytes (server/src/integrity/sealed-file.ts). */
const SEALED_OVERHEAD = 1 + 12 + 16;

/**
 * The body read chunk by chunk into one buffer of the size the sealed file has (its clear size plus the
 * format's overhead), so a 30 MB file costs one copy of itself in the tab, not the doubling buffers of
 * `arrayBuffer()`. A body longer than announced is read on into a larger buffer (and then fails to open).
 */
async function readSealed(response: Response, size: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  let buffer = new Uint8Array(size + SEALED_OVERHEAD);
  let length = 0;
  const reader = response.body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    const bytes = chunk.value;
    if (length + bytes.length > buffer.length) {
      const larger = new Uint8Array(Math.max(buffer.length * 2, length + bytes.length));
      larger.set(buffer.subarray(0, length));
      buffer = larger;
    }
    buffer.set(bytes, length);
    length += bytes.length;
  }
  return buffer.subarray(0, length);
}

/** The sealed bytes of one attachment from the server (an audited download), opened here with its key. */
export async function openAttachment(lang: string, caseId: string, file: OpenedFile): Promise<Blob> {
  const response = await fetch(withParams(ADMIN_PATHS.caseAttachment, { id: caseId, fileId: file.id }), {
    credentials: 'same-origin',
    headers: { lang },
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new AdminApiError(response.status, response.headers.get('x-error-code') ?? '', body?.msg ?? '');
  }
  const clear = await openFile(file.key, await readSealed(response, file.size));
  // The type is the one checked at upload (magic bytes), and only a known one is given to the browser.
  return new Blob([clear], { type: PREVIEWED.has(file.type) ? file.type : 'application/octet-stream' });
}
