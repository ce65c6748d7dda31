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
 * How long one file may take, from handing its bytes to the reading thread to its last page. A
 * 100-page report takes about a second on this project's machines (docs/performance.md); past the limit
 * the thread is ended and the file recorded `timeout`.
 */
export const READ_TIMEOUT_MS = 30_000;

/**
 * The reading thread's JavaScript heap (V8's old generation), in MB: pdfjs keeps the document's objects
 * and a page's operators and fonts there; a 500-page report needs well under this. Past it the thread is
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
