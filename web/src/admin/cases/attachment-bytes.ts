import { ADMIN_PATHS, withParams } from '@muyuan/contract/admin/paths';
import { AdminApiError } from '../admin-api.ts';
import type { OpenedFile } from './open-case.ts';
import { openSealedStream } from './sealed-file-stream.ts';

/** Types shown in the page: images as <img> (nothing in them runs), PDFs in the browser's own viewer. */
export const PREVIEWED = new Set(['image/png', 'image/jpeg', 'image/webp', 'application/pdf']);

/**
 * The sealed bytes of one attachment from the server (an audited download), opened here with its key as
 * they arrive, so a 30 MB file never sits whole in the page (sealed-file-stream.ts).
 */
export async function openAttachment(lang: string, caseId: string, file: OpenedFile): Promise<Blob> {
  const response = await fetch(withParams(ADMIN_PATHS.caseAttachment, { id: caseId, fileId: file.id }), {
    credentials: 'same-origin',
    headers: { lang },
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new AdminApiError(response.status, response.headers.get('x-error-code') ?? '', body?.msg ?? '');
  }
  // The type is the one checked at upload (magic bytes), and only a known one is given to the browser.
  return openSealedStream(
    file.streamKey,
    response.body,
    PREVIEWED.has(file.type) ? file.type : 'application/octet-stream',
  );
}
