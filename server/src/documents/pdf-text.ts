import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pageText, type TextRun } from './page-text.ts';

/** Why a PDF's text could not be read. */
export type ReadFailure = 'damaged' | 'encrypted' | 'timeout' | 'too-large' | 'out-of-memory';

/** What came of reading a PDF: each page's text (1-based page n is `pages[n - 1]`), a scan, or a failure. */
export type PdfText =
  | { status: 'text'; pages: string[] }
  | { status: 'no-text'; pageCount: number }
  | { status: 'failed'; reason: ReadFailure };

/**
 * pdfjs' own data files, from the installed package: the CMaps that map the character codes of Chinese
 * CID fonts (UniGB-UCS2-H and the like) to Unicode, the standard fonts' data, and the WebAssembly
 * decoders of JPEG 2000 and JBIG2 pictures, which scans are often stored as (page-image.ts draws them).
 * Paths end with `/`, as pdfjs reads them by appending a name.
 */
function pdfjsData(): { cMapUrl: string; standardFontDataUrl: string; wasmUrl: string } {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    cMapUrl: `${join(root, 'cmaps')}/`,
    standardFontDataUrl: `${join(root, 'standard_fonts')}/`,
    wasmUrl: `${join(root, 'wasm')}/`,
  };
}

/**
 * pdfjs, loaded once per reading process. Its worker module is set as the global `pdfjsWorker`, so the
 * document is parsed in this process (already apart from the server) rather than in a nested worker.
 */
async function loadPdfjs() {
  const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  return import('pdfjs-dist/legacy/build/pdf.mjs');
}
let pdfjs: ReturnType<typeof loadPdfjs> | undefined;
const pdfjsModule = () => {
  pdfjs ??= loadPdfjs();
  return pdfjs;
};

/** Loads pdfjs ahead of the first file (the reading process does on start). */
export async function preparePdfjs(): Promise<void> {
  await pdfjsModule();
}

/**
 * Starts loading a PDF with pdfjs: no fonts turned into code or CSS (glyphs are drawn as paths when a
 * page is drawn), no fetching, no messages on the console.
 */
export async function openPdf(bytes: Uint8Array) {
  const { getDocument } = await pdfjsModule();
  return getDocument({
    data: bytes,
    ...pdfjsData(),
    cMapPacked: true,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
}

/** pdfjs' exception for a file that needs a password; any other (InvalidPDFException and the like) is a damaged file. */
const PASSWORD_EXCEPTION = 'PasswordException';

/**
 * Reads a PDF's text page by page with pdfjs (its legacy build, for Node). A file of more than
 * `maxPages` pages is `too-large` before any page is read. Runs in the reading process (pdf-text-worker.ts):
 * the time and memory bounds are that process'.
 */
export async function readPdfText(bytes: Uint8Array, maxPages: number): Promise<PdfText> {
  const task = await openPdf(bytes);
  try {
    const document = await task.promise;
    if (document.numPages > maxPages) return { status: 'failed', reason: 'too-large' };
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: TextRun[] = content.items.flatMap((item) => ('str' in item ? [item] : []));
      pages.push(pageText(runs));
      page.cleanup();
    }
    return pages.some((text) => text !== '')
      ? { status: 'text', pages }
      : { status: 'no-text', pageCount: pages.length };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { status: 'failed', reason: name === PASSWORD_EXCEPTION ? 'encrypted' : 'damaged' };
  } finally {
    await task.destroy();
  }
}
