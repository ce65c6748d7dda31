import { parentPort } from 'node:worker_threads';
import { type PdfText, preparePdfjs, readPdfText } from './pdf-text.ts';

/** The thread's messages: `ready` once pdfjs is loaded, then one answer per job. */
export type PdfTextMessage = { ready: true } | { id: number; text: PdfText };

/** What the server asks the reading thread: one file's bytes and its page bound. */
export interface PdfTextJob {
  id: number;
  bytes: Uint8Array;
  maxPages: number;
}

/**
 * The reading thread (pdf-reading.ts starts it): reads one PDF at a time with pdfjs and answers its
 * text. pdfjs' parsing, its memory and any endless loop a crafted file leads it into are this thread's,
 * which the server ends when a file takes too long or too much.
 */
parentPort?.on('message', (job: PdfTextJob) => {
  void readPdfText(job.bytes, job.maxPages)
    .catch(() => ({ status: 'failed' as const, reason: 'damaged' as const }))
    .then((text) => parentPort?.postMessage({ id: job.id, text } satisfies PdfTextMessage));
});

// pdfjs is loaded before the first file is handed over: what loading it costs is not the file's.
void preparePdfjs().then(() => parentPort?.postMessage({ ready: true } satisfies PdfTextMessage));
