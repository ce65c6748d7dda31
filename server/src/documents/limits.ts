/**
 * The bounds of reading a PDF's text (issue 42, point 6): whatever a file holds, its reading ends within
 * these, and the server and its other requests never feel it. A file past a bound is recorded as
 * `failed` with the reason, and the rest goes on.
 */

/**
 * The largest PDF read, in bytes: above the media library's own PDF limit (MEDIA_MAX_PDF_BYTES, 50 MB
 * by default) so everything it takes is read, while a file dropped into content/media by hand that is
 * larger is recorded `too-large` without being opened.
 */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/**
 * The most pages read: an annual report of a listed company runs to 200–300 pages; a file with more is
 * recorded `too-large` (its page count is read from the page tree before any page is).
 */
export const MAX_DOCUMENT_PAGES = 1000;

/**
 * How long one file may take, from handing its bytes to the reading process to its last page. A
 * 100-page report takes about a second on this project's machines (docs/performance.md); past the limit
 * the process is ended and the file recorded `timeout`.
 */
export const READ_TIMEOUT_MS = 30_000;

/**
 * The reading process' JavaScript heap (V8's old generation), in MB: pdfjs keeps the document's objects
 * and a page's operators and fonts there; a 500-page report needs well under this. Past it the process is
 * ended (`out-of-memory`); the server's own heap is untouched.
 */
export const READ_HEAP_MB = 128;

/**
 * How much more the process may grow, besides that heap, while a file is read, in MB: decoded streams
 * are typed arrays outside the heap, and a compressed bomb inflating one to gigabytes is stopped here
 * (`out-of-memory`). With the heap, this keeps a hostile file within the server's memory budget's
 * margin (docs/operations.md: 300 MB resident; the built server reads the seed at about 230 MB).
 */
export const READ_EXTERNAL_MB = 128;

/**
 * OCR of scans (tesseract.ts, scan-reading.ts): a page is drawn at this resolution, which Tesseract reads
 * Chinese best at (its data is trained on text of 10–12 pt at 300 dpi)…
 */
export const OCR_DPI = 300;

/**
 * …or lower when the page is larger than this many pixels (an A4 page at 300 dpi is 8.7 M): the canvas,
 * 4 bytes a pixel, must stay within READ_EXTERNAL_MB, and Tesseract's memory grows with it.
 */
export const OCR_MAX_PIXELS = 12_000_000;

/**
 * How long Tesseract may take for one page: a dense A4 page of Chinese takes a few seconds on one core
 * of this project's machines, longer at the lowest priority on a busy one. Past it the page is left
 * without text and the file's reading stops (`timeout`).
 */
export const OCR_PAGE_TIMEOUT_MS = 60_000;

/** The most text Tesseract may write for one page: a dense page is about 5 KB; more is not a page of text. */
export const OCR_MAX_OUTPUT_BYTES = 256 * 1024;

/**
 * How long all the pages of one scan may take together: a 100-page scanned report is read in about
 * ten minutes; a longer one is left at no-text (`timeout`) rather than keep one core busy for hours.
 */
export const OCR_FILE_TIMEOUT_MS = 30 * 60_000;
