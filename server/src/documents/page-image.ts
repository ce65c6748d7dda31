import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf, type ReadFailure } from './pdf-text.ts';

/** A page drawn as a picture for OCR, or why it could not be. */
export type PageImage = { status: 'image'; png: Uint8Array; dpi: number } | { status: 'failed'; reason: ReadFailure };

/** What the reading process is asked to draw: page `page` (1-based) of the file `file` (its hash). */
export interface PageImageRequest {
  file: string;
  bytes: Uint8Array;
  page: number;
  dpi: number;
  maxPixels: number;
}

/** pdfjs' canvas factory in Node (its types say `Object`): canvases of @napi-rs/canvas. */
interface NodeCanvas {
  canvas: { toBuffer(type: 'image/png'): Uint8Array };
  context: Parameters<PDFPageProxy['render']>[0]['canvasContext'];
}
interface NodeCanvases {
  create(width: number, height: number): NodeCanvas;
  destroy(canvas: NodeCanvas): void;
}

/**
 * The file whose pages are being drawn, kept open between pages: a scan is drawn page by page, each
 * page a job of its own with its own time bound (pdf-reading.ts), and parsing the file again for every
 * page would cost as much as drawing it.
 */
let open: { file: string; task: Awaited<ReturnType<typeof openPdf>> } | null = null;

/** Closes the file kept open (the process is asked for something else). */
export async function closeDrawnFile(): Promise<void> {
  const task = open?.task;
  open = null;
  await task?.destroy();
}

/**
 * Draws one page of a PDF with pdfjs on @napi-rs/canvas (pdfjs' own canvas for Node) as a PNG, at `dpi`,
 * or less when the page is so large that it would take more than `maxPixels` pixels (a poster, or a
 * crafted page size): the canvas is memory outside the process' heap.
 */
export async function drawPage(request: PageImageRequest): Promise<PageImage> {
  try {
    if (open?.file !== request.file) {
      await closeDrawnFile();
      open = { file: request.file, task: await openPdf(request.bytes) };
    }
    const document = await open.task.promise;
    if (request.page > document.numPages) return { status: 'failed', reason: 'damaged' };
    const page = await document.getPage(request.page);
    const size = page.getViewport({ scale: 1 });
    const dpi = Math.min(request.dpi, Math.floor(72 * Math.sqrt(request.maxPixels / (size.width * size.height))));
    const viewport = page.getViewport({ scale: dpi / 72 });
    const canvases = document.canvasFactory as NodeCanvases;
    const drawn = canvases.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    try {
      await page.render({ canvasContext: drawn.context, canvas: null, viewport }).promise;
      return { status: 'image', png: drawn.canvas.toBuffer('image/png'), dpi };
    } finally {
      canvases.destroy(drawn);
      page.cleanup();
    }
  } catch {
    await closeDrawnFile().catch(() => undefined);
    return { status: 'failed', reason: 'damaged' };
  }
}
