import { closeDrawnFile, drawPage, type PageImage, type PageImageRequest } from './page-image.ts';
import { type PdfText, preparePdfjs, readPdfText } from './pdf-text.ts';

/** The reading process' messages: `ready` once pdfjs is loaded, then one answer per job. */
export type PdfTextMessage = { ready: true } | { id: number; text: PdfText } | { id: number; image: PageImage };

/** What the server asks the reading process: one file's text with its page bound, or one page drawn for OCR. */
export type PdfJob = { kind: 'text'; bytes: Uint8Array; maxPages: number } | ({ kind: 'image' } & PageImageRequest);
/** A job as handed over, numbered so that its answer is known. */
export type PdfTextJob = PdfJob & { id: number };

/** The bytes as a plain Uint8Array: the IPC channel hands a Buffer over as a Buffer, which pdfjs refuses. */
const plain = (bytes: Uint8Array) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function answer(job: PdfTextJob): Promise<PdfTextMessage> {
  if (job.kind === 'image') return { id: job.id, image: await drawPage({ ...job, bytes: plain(job.bytes) }) };
  await closeDrawnFile();
  const text = await readPdfText(plain(job.bytes), job.maxPages).catch(() => ({
    status: 'failed' as const,
    reason: 'damaged' as const,
  }));
  return { id: job.id, text };
}

/**
 * The reading process (pdf-reading.ts starts it): reads one PDF at a time with pdfjs and answers its
 * text, or draws one page of a scan for OCR. pdfjs' parsing, its memory and any endless loop a crafted
 * file leads it into are this process', which the server ends when a job takes too long or too much.
 */
const send = (message: PdfTextMessage) => process.send?.(message);

process.on('message', (job: PdfTextJob) => {
  void answer(job).then(send);
});
// The server went (stopped, or killed): so does its reader, never left running on its own.
process.on('disconnect', () => process.exit(0));

// pdfjs is loaded before the first file is handed over: what loading it costs is not the file's.
void preparePdfjs().then(() => send({ ready: true }));
