import { type ChildProcess, fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CleanImage } from './image-clean.ts';
import { TooManyPixelsError } from './image-limits.ts';
import type { MadeVariant } from './image-renditions.ts';

/** What the server asks the image worker (image-worker.ts): clean an upload, or make a picture's renditions. */
export type ImageJob = { id: number; bytes: Buffer } & ({ op: 'clean'; mime: string } | { op: 'variants' });

/** The worker's answer to a job (Buffers cross the IPC channel as Buffers: `serialization: 'advanced'`). */
export type ImageJobAnswer =
  | { id: number; ok: true; op: 'clean'; clean: CleanImage }
  | { id: number; ok: true; op: 'variants'; variants: MadeVariant[] }
  | { id: number; ok: false; tooManyPixels: { width: number; height: number } }
  | { id: number; ok: false; message: string };

/** The work did not finish: the worker died (killed, out of memory, crashed), took too long, or was closed. */
export class ImageWorkError extends Error {
  override name = 'ImageWorkError';
}

export interface ImageWorkOptions {
  /** How long a job may take before the worker is killed and the job fails. */
  jobMs?: number;
  /** How long the worker stays after its last job (then it ends, and its memory goes back to the system). */
  idleMs?: number;
}

/**
 * The worker's entry: beside this module when the server runs from its sources (tsx, the tests), the
 * bundle's `image-worker.js` beside `main.js` when it runs built (server/build/bundle.ts).
 */
function workerEntry(): { path: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  // Its JavaScript heap holds little (pictures are Buffers, outside it): a small heap is enough.
  const heap = ['--max-old-space-size=64', '--max-semi-space-size=2'];
  return here.endsWith('.ts')
    ? { path: join(dirname(here), 'image-worker.ts'), execArgv: ['--import', 'tsx', ...heap] }
    : { path: join(dirname(here), 'image-worker.js'), execArgv: heap };
}

interface Queued {
  job: ImageJob;
  resolve: (answer: ImageJobAnswer) => void;
  reject: (error: Error) => void;
}

/**
 * Decodes pictures outside the server's process, one at a time: a child process (the image worker)
 * started on the first job and ended `idleMs` after the last, so that libvips' memory (a 40-megapixel
 * picture takes a few hundred MB to encode again, an AVIF more) is never the server's, and is given
 * back once the work is done. Jobs wait their turn in order. A job that runs longer than `jobMs`, or
 * whose worker dies, fails; the next job starts a new worker.
 */
export class ImageWork {
  private worker: ChildProcess | null = null;
  private readonly queue: Queued[] = [];
  private running: Queued | null = null;
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;
  private jobTimer: NodeJS.Timeout | null = null;
  private readonly jobMs: number;
  private readonly idleMs: number;

  constructor(options: ImageWorkOptions = {}) {
    this.jobMs = options.jobMs ?? 180_000;
    this.idleMs = options.idleMs ?? 10_000;
  }

  /** An uploaded picture without its metadata, upright (image-clean.ts). */
  async clean(bytes: Buffer, mime: string): Promise<CleanImage> {
    const answer = await this.run({ id: this.nextId++, op: 'clean', bytes, mime });
    if (answer.ok && answer.op === 'clean') return answer.clean;
    throw new Error('the image worker answered another job');
  }

  /** A picture's renditions (image-renditions.ts). */
  async variants(bytes: Buffer): Promise<MadeVariant[]> {
    const answer = await this.run({ id: this.nextId++, op: 'variants', bytes });
    if (answer.ok && answer.op === 'variants') return answer.variants;
    throw new Error('the image worker answered another job');
  }

  /** The worker's process id while it runs (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.worker?.pid;
  }

  /** Ends the worker; jobs waiting or running fail. */
  close(): void {
    const failed = new ImageWorkError('the image worker was closed');
    for (const queued of this.queue.splice(0)) queued.reject(failed);
    this.stop(failed);
  }

  private run(job: ImageJob): Promise<ImageJobAnswer> {
    return new Promise<ImageJobAnswer>((resolve, reject) => {
      this.queue.push({ job, resolve, reject });
      this.next();
    }).then((answer) => {
      if (answer.ok) return answer;
      if ('tooManyPixels' in answer)
        throw new TooManyPixelsError(answer.tooManyPixels.width, answer.tooManyPixels.height);
      throw new Error(answer.message);
    });
  }

  private next(): void {
    if (this.running) return;
    const queued = this.queue.shift();
    if (!queued) {
      this.idle();
      return;
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.running = queued;
    const worker = this.start();
    // While a job runs, the worker keeps the event loop alive (a command-line run waits for it).
    worker.ref();
    worker.channel?.ref();
    this.jobTimer = setTimeout(
      () => this.stop(new ImageWorkError(`the picture took more than ${this.jobMs} ms`)),
      this.jobMs,
    );
    worker.send(queued.job, (error) => {
      if (error) this.stop(new ImageWorkError(`the picture could not be sent to the image worker: ${error.message}`));
    });
  }

  private start(): ChildProcess {
    if (this.worker) return this.worker;
    const entry = workerEntry();
    const worker = fork(entry.path, [], {
      execArgv: entry.execArgv,
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    worker.on('message', (answer: ImageJobAnswer) => {
      const running = this.running;
      if (!running || answer.id !== running.job.id) return;
      this.finish();
      running.resolve(answer);
      this.next();
    });
    worker.on('exit', (code, signal) => {
      if (this.worker !== worker) return;
      this.worker = null;
      const running = this.running;
      if (running) {
        this.finish();
        running.reject(new ImageWorkError(`the image worker stopped (${signal ?? `exit ${code}`})`));
      }
      this.next();
    });
    worker.on('error', (error) => this.stop(new ImageWorkError(`the image worker failed: ${error.message}`)));
    this.worker = worker;
    return worker;
  }

  private finish(): void {
    if (this.jobTimer) clearTimeout(this.jobTimer);
    this.jobTimer = null;
    this.running = null;
  }

  /** No job left: the worker lets the process exit, and ends after `idleMs`. */
  private idle(): void {
    const worker = this.worker;
    if (!worker) return;
    worker.unref();
    worker.channel?.unref();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      this.idleTimer = null;
      if (this.worker === worker && !this.running) {
        this.worker = null;
        worker.disconnect();
      }
    }, this.idleMs);
    this.idleTimer.unref();
  }

  /** Kills the worker; the job running fails with `error`. */
  private stop(error: ImageWorkError): void {
    const worker = this.worker;
    const running = this.running;
    this.worker = null;
    if (running) {
      this.finish();
      running.reject(error);
    }
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    worker?.kill('SIGKILL');
    if (this.queue.length > 0) this.next();
  }
}

/** The process's one image worker: one picture at a time, whatever asks (uploads, first requests for renditions). */
export const imageWork = new ImageWork();
