import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_PAGES, READ_EXTERNAL_MB, READ_HEAP_MB, READ_TIMEOUT_MS } from './limits.ts';
import type { PdfText, ReadFailure } from './pdf-text.ts';
import type { PdfTextJob, PdfTextMessage } from './pdf-text-worker.ts';

export interface PdfReadingLimits {
  timeoutMs: number;
  heapMb: number;
  externalMb: number;
  maxPages: number;
  maxBytes: number;
}

export const DEFAULT_READING_LIMITS: PdfReadingLimits = {
  timeoutMs: READ_TIMEOUT_MS,
  heapMb: READ_HEAP_MB,
  externalMb: READ_EXTERNAL_MB,
  maxPages: MAX_DOCUMENT_PAGES,
  maxBytes: MAX_DOCUMENT_BYTES,
};

/** How often the process' memory is looked at while a file is read. */
const MEMORY_CHECK_MS = 50;
/** How long the reading thread stays after its last file (then it ends, and its memory goes back). */
const IDLE_MS = 10_000;

/** The reading was ended before the file's text was known (the server stopping): nothing is to be recorded. */
export class ReadingClosedError extends Error {
  override name = 'ReadingClosedError';
}

/**
 * The reading thread's entry: beside this module when the server runs from its sources (tsx, the tests:
 * the thread loads pdfjs, then registers tsx for this folder's modules), the bundle's `pdf-text-worker.js`
 * beside `main.js` when it runs built (server/build/bundle.ts).
 */
function startWorker(heapMb: number): Worker {
  const here = fileURLToPath(import.meta.url);
  const resourceLimits = { maxOldGenerationSizeMb: heapMb, stackSizeMb: 4 };
  if (!here.endsWith('.ts')) return new Worker(join(dirname(here), 'pdf-text-worker.js'), { resourceLimits });
  // pdfjs is loaded before tsx is registered: run through tsx's transform, it reads ten times slower.
  const pdfjs = ['pdfjs-dist/legacy/build/pdf.worker.mjs', 'pdfjs-dist/legacy/build/pdf.mjs'].map(
    (name) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href,
  );
  const entry = pathToFileURL(join(dirname(here), 'pdf-text-worker.ts')).href;
  const source = `Promise.all(${JSON.stringify(pdfjs)}.map((url) => import(url)))
    .then(() => import('tsx/esm/api'))
    .then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(source, { eval: true, resourceLimits });
}

/** A reading thread and whether it has loaded pdfjs. */
interface Thread {
  worker: Worker;
  ready: Promise<void>;
}

interface Running {
  id: number;
  settle: (text: PdfText | ReadingClosedError) => void;
}

/**
 * Reads PDFs' text in a thread of its own (node:worker_threads), one file at a time: pdfjs' parsing never
 * runs on the server's event loop, and a file that takes longer than `timeoutMs`, fills the thread's heap
 * (`heapMb`) or grows the process by more than `heapMb + externalMb` (decoded streams are typed arrays,
 * outside the heap: a compressed bomb) has its thread ended and is answered `failed` with the reason. The
 * next file starts a new thread; the thread ends when idle.
 */
export class PdfReading {
  private thread: Thread | null = null;
  private running: Running | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  readonly limits: PdfReadingLimits;

  constructor(limits: Partial<PdfReadingLimits> = {}) {
    this.limits = { ...DEFAULT_READING_LIMITS, ...limits };
  }

  /**
   * A PDF's text, or why it could not be read; throws only ReadingClosedError (`close`). A buffer that
   * is a whole ArrayBuffer of its own is handed over to the thread (and emptied); another is copied.
   */
  read(bytes: Uint8Array): Promise<PdfText> {
    const turn = this.queue.then(() => this.readNow(bytes));
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  /** Ends the reading thread; a file being read throws ReadingClosedError. */
  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.end(new ReadingClosedError('the PDF reading thread was closed'));
  }

  private readNow(bytes: Uint8Array): Promise<PdfText> {
    if (bytes.byteLength > this.limits.maxBytes) return Promise.resolve({ status: 'failed', reason: 'too-large' });
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const thread = this.start();
    const id = this.nextId++;
    const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
    return new Promise<PdfText>((resolve, reject) => {
      let watch: NodeJS.Timeout | undefined;
      // The time bound holds for loading pdfjs in a new thread, and again from the file's handing over.
      let timer = setTimeout(() => this.end('timeout'), this.limits.timeoutMs);
      this.running = {
        id,
        settle: (text) => {
          clearTimeout(timer);
          clearInterval(watch);
          this.running = null;
          this.idle();
          if (text instanceof ReadingClosedError) reject(text);
          else resolve(text);
        },
      };
      thread.worker.ref();
      void thread.ready.then(() => {
        if (this.running?.id !== id) return;
        clearTimeout(timer);
        timer = setTimeout(() => this.end('timeout'), this.limits.timeoutMs);
        watch = this.watchMemory();
        const job: PdfTextJob = { id, bytes: own, maxPages: this.limits.maxPages };
        thread.worker.postMessage(job, [own.buffer as ArrayBuffer]);
      });
    });
  }

  /**
   * Ends the thread when the process has grown by more than the bounds since the file was handed over,
   * measured from the lowest point seen since: memory the server frees meanwhile (a collection) must not
   * make room for the thread.
   */
  private watchMemory(): NodeJS.Timeout {
    const allowed = (this.limits.externalMb + this.limits.heapMb) * 1024 * 1024;
    let lowest = process.memoryUsage.rss();
    return setInterval(() => {
      const rss = process.memoryUsage.rss();
      lowest = Math.min(lowest, rss);
      if (rss - lowest > allowed) this.end('out-of-memory');
    }, MEMORY_CHECK_MS);
  }

  private start(): Thread {
    if (this.thread) return this.thread;
    const worker = startWorker(this.limits.heapMb);
    let ready: () => void = () => undefined;
    const thread: Thread = { worker, ready: new Promise<void>((resolve) => (ready = resolve)) };
    worker.on('message', (message: PdfTextMessage) => {
      if ('ready' in message) ready();
      else if (this.running?.id === message.id) this.running.settle(message.text);
    });
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (this.thread === thread) this.end(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'damaged');
    });
    worker.on('exit', () => {
      if (this.thread === thread) this.end('damaged');
    });
    this.thread = thread;
    return thread;
  }

  /** Ends the thread; the file being read is answered `failed` with `reason` (or rejected when closing). */
  private end(reason: ReadFailure | ReadingClosedError): void {
    const thread = this.thread;
    this.thread = null;
    void thread?.worker.terminate();
    this.running?.settle(reason instanceof ReadingClosedError ? reason : { status: 'failed', reason });
  }

  /** No file left: the thread lets the process exit, and ends after IDLE_MS. */
  private idle(): void {
    const thread = this.thread;
    if (!thread) return;
    thread.worker.unref();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.thread === thread && !this.running) {
        this.thread = null;
        void thread.worker.terminate();
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}
