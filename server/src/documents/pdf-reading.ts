import { type ChildProcess, type ForkOptions, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_PAGES, READ_EXTERNAL_MB, READ_HEAP_MB, READ_TIMEOUT_MS } from './limits.ts';
import type { PageImage, PageImageRequest } from './page-image.ts';
import type { PdfText, ReadFailure } from './pdf-text.ts';
import type { PdfJob, PdfTextJob, PdfTextMessage } from './pdf-text-worker.ts';

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
/** How long the reading process stays after its last job (then it ends, and its memory goes back). */
const IDLE_MS = 10_000;

/** The reading was ended before the file's text was known (the server stopping): nothing is to be recorded. */
export class ReadingClosedError extends Error {
  override name = 'ReadingClosedError';
}

/**
 * The reading process' entry: beside this module when the server runs from its sources (tsx, the tests:
 * the process loads pdfjs before tsx is registered, then this folder's modules through tsx), the bundle's
 * `pdf-text-worker.js` beside `main.js` when it runs built (server/build/bundle.ts). Its heap is bounded
 * by V8's flag; it talks over the IPC channel with structured clones (Uint8Array bytes and pictures).
 */
function startReader(heapMb: number): ChildProcess {
  const here = fileURLToPath(import.meta.url);
  const bounds = [`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4', '--stack-size=4000'];
  const options: ForkOptions = { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] };
  if (!here.endsWith('.ts')) {
    return fork(join(dirname(here), 'pdf-text-worker.js'), [], { ...options, execArgv: bounds });
  }
  // pdfjs is loaded before tsx is registered: run through tsx's transform, it reads ten times slower.
  const pdfjs = ['pdfjs-dist/legacy/build/pdf.worker.mjs', 'pdfjs-dist/legacy/build/pdf.mjs'].map(
    (name) => pathToFileURL(createRequire(import.meta.url).resolve(name)).href,
  );
  const preload = [...pdfjs, 'tsx'].flatMap((module) => ['--import', module]);
  return fork(join(dirname(here), 'pdf-text-worker.ts'), [], { ...options, execArgv: [...bounds, ...preload] });
}

/**
 * The resident memory of a process, in bytes, from Linux's /proc (the servers this runs on); null
 * elsewhere, where only the heap and time bounds hold.
 */
function residentBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Number(kb) * 1024;
  } catch {
    return null;
  }
}

/** A reading process and whether it has loaded pdfjs. */
interface Reader {
  child: ChildProcess;
  ready: Promise<void>;
}

/** A job's answer: the process' message, or the failure the process was ended for. */
type Answer = Exclude<PdfTextMessage, { ready: true }> | { failed: ReadFailure };

interface Running {
  id: number;
  settle: (answer: Answer | ReadingClosedError) => void;
}

/**
 * Reads PDFs' text in a process of its own (node:child_process), one file at a time, and draws the pages
 * of scans for OCR there, one page at a time: pdfjs' parsing and drawing never run on the server's event
 * loop, and a job that takes longer than `timeoutMs`, fills the process' heap (`heapMb`) or grows it by
 * more than `heapMb + externalMb` (decoded streams and canvases are memory outside the heap: a
 * compressed bomb) has its process ended and is answered `failed` with the reason. The next job starts
 * a new process; the process ends when idle. A process, not a thread (decision 297): a thread's memory
 * stayed with the server after it ended (the allocator keeps its arenas; the built server stayed about
 * 50 MB larger after reading the seed), a process' goes back to the system when it exits.
 */
export class PdfReading {
  private reader: Reader | null = null;
  private running: Running | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  readonly limits: PdfReadingLimits;

  constructor(limits: Partial<PdfReadingLimits> = {}) {
    this.limits = { ...DEFAULT_READING_LIMITS, ...limits };
  }

  /** A PDF's text, or why it could not be read; throws only ReadingClosedError (`close`). */
  read(bytes: Uint8Array): Promise<PdfText> {
    return this.inTurn(() => {
      if (bytes.byteLength > this.limits.maxBytes) return Promise.resolve({ status: 'failed', reason: 'too-large' });
      const job: PdfJob = { kind: 'text', bytes, maxPages: this.limits.maxPages };
      return this.ask(job, (answer) =>
        'text' in answer ? answer.text : { status: 'failed', reason: 'failed' in answer ? answer.failed : 'damaged' },
      );
    });
  }

  /**
   * One page of a PDF drawn as a PNG for OCR, within the same bounds as reading a file; throws only
   * ReadingClosedError. The bytes are copied to the process, which keeps the file open for its next page.
   */
  draw(request: PageImageRequest): Promise<PageImage> {
    return this.inTurn(() =>
      this.ask({ kind: 'image', ...request }, (answer) =>
        'image' in answer ? answer.image : { status: 'failed', reason: 'failed' in answer ? answer.failed : 'damaged' },
      ),
    );
  }

  /** Ends the reading process; a job under way throws ReadingClosedError. */
  close(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.end(new ReadingClosedError('the PDF reading process was closed'));
  }

  /** Jobs run one after another, in the order asked. */
  private inTurn<T>(job: () => Promise<T>): Promise<T> {
    const turn = this.queue.then(job);
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private ask<T>(job: PdfJob, answered: (answer: Answer) => T): Promise<T> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const reader = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      let watch: NodeJS.Timeout | undefined;
      // The time bound holds for loading pdfjs in a new process, and again from the job's handing over.
      let timer = setTimeout(() => this.end('timeout'), this.limits.timeoutMs);
      this.running = {
        id,
        settle: (answer) => {
          clearTimeout(timer);
          clearInterval(watch);
          this.running = null;
          this.idle();
          if (answer instanceof ReadingClosedError) reject(answer);
          else resolve(answered(answer));
        },
      };
      reader.child.ref();
      reader.child.channel?.ref();
      void reader.ready.then(() => {
        if (this.running?.id !== id) return;
        clearTimeout(timer);
        timer = setTimeout(() => this.end('timeout'), this.limits.timeoutMs);
        watch = this.watchMemory(reader.child);
        reader.child.send({ ...job, id } satisfies PdfTextJob);
      });
    });
  }

  /**
   * Ends the reading process when it has grown by more than the bounds since the job was handed over,
   * measured from the lowest point seen since (what it frees meanwhile must not make room for more).
   */
  private watchMemory(child: ChildProcess): NodeJS.Timeout | undefined {
    const pid = child.pid;
    let lowest = pid === undefined ? null : residentBytes(pid);
    if (pid === undefined || lowest === null) return undefined;
    const allowed = (this.limits.externalMb + this.limits.heapMb) * 1024 * 1024;
    return setInterval(() => {
      const rss = residentBytes(pid);
      if (rss === null || lowest === null) return;
      lowest = Math.min(lowest, rss);
      if (rss - lowest > allowed) this.end('out-of-memory');
    }, MEMORY_CHECK_MS);
  }

  private start(): Reader {
    if (this.reader) return this.reader;
    const child = startReader(this.limits.heapMb);
    let ready: () => void = () => undefined;
    const reader: Reader = { child, ready: new Promise<void>((resolve) => (ready = resolve)) };
    child.on('message', (message: PdfTextMessage) => {
      if ('ready' in message) ready();
      else if (this.running?.id === message.id) this.running.settle(message);
    });
    // It could not be started (the machine out of processes or memory): a passing failure, read again later.
    child.on('error', () => {
      if (this.reader === reader) this.end('out-of-memory');
    });
    child.on('exit', (code, signal) => {
      // V8 aborts a process whose heap is full (after writing why on its standard error).
      if (this.reader === reader) this.end(signal === 'SIGABRT' || code === 134 ? 'out-of-memory' : 'damaged');
    });
    this.reader = reader;
    return reader;
  }

  /** Ends the process; the job under way is answered `failed` with `reason` (or rejected when closing). */
  private end(reason: ReadFailure | ReadingClosedError): void {
    const reader = this.reader;
    this.reader = null;
    reader?.child.kill('SIGKILL');
    this.running?.settle(reason instanceof ReadingClosedError ? reason : { failed: reason });
  }

  /** No job left: the process lets the server exit, and ends after IDLE_MS. */
  private idle(): void {
    const reader = this.reader;
    if (!reader) return;
    reader.child.unref();
    reader.child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.reader === reader && !this.running) {
        this.reader = null;
        reader.child.kill('SIGKILL');
      }
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}
