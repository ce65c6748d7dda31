import { execFile, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { OCR_MAX_OUTPUT_BYTES, OCR_PAGE_TIMEOUT_MS } from './limits.ts';

/**
 * Tesseract, the OCR engine Debian packages (tesseract-ocr, tesseract-ocr-chi-sim), run as a child
 * process per page: it reads a page's picture and answers its text. Optional: without it, or without
 * its Chinese and English data, scans stay without text (document-reader.ts).
 */

/** The languages a page is read in: Simplified Chinese first, English words among it. */
export const OCR_LANGUAGES = ['chi_sim', 'eng'] as const;

/** What reading a page's picture gave: its lines, or why there are none. */
export type OcrPage =
  | { status: 'text'; lines: string[] }
  | { status: 'failed'; reason: 'timeout' | 'too-large' | 'damaged' };

/** Reads the text of a page's picture (a PNG at `dpi`). */
export interface OcrEngine {
  recognize(png: Uint8Array, dpi: number): Promise<OcrPage>;
}

/** Whether OCR can be done here, and with what, or why not (for the log). */
export type OcrAvailability = { engine: OcrEngine; binary: string } | { engine: null; why: string };

/** The languages `tesseract --list-langs` names, one a line after its heading. */
export function listedLanguages(output: string): string[] {
  return output
    .split('\n')
    .slice(1)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Looks once whether `binary` (a name on PATH or a path) runs and has the Chinese and English data;
 * never throws.
 */
export function findTesseract(binary: string): Promise<OcrAvailability> {
  return new Promise((resolve) => {
    execFile(binary, ['--list-langs'], { timeout: 10_000, maxBuffer: 64 * 1024 }, (error, stdout) => {
      if (error) return resolve({ engine: null, why: `${binary} does not run (${error.message.split('\n')[0]})` });
      const missing = OCR_LANGUAGES.filter((lang) => !listedLanguages(String(stdout)).includes(lang));
      if (missing.length > 0)
        return resolve({ engine: null, why: `${binary} lacks the language data ${missing.join(', ')}` });
      resolve({ engine: new Tesseract(binary), binary });
    });
  });
}

/**
 * Lowest CPU priority (nice 19) for the OCR process: the site's requests go first on a busy machine.
 */
const NICE = 19;

/**
 * One tesseract process per page, on one core (OMP_THREAD_LIMIT: its default is every core), at the
 * lowest priority, ended after OCR_PAGE_TIMEOUT_MS or once it has written more than OCR_MAX_OUTPUT_BYTES.
 */
export class Tesseract implements OcrEngine {
  constructor(private readonly binary: string) {}

  recognize(png: Uint8Array, dpi: number): Promise<OcrPage> {
    return new Promise((resolve) => {
      const args = ['-', '-', '-l', OCR_LANGUAGES.join('+'), '--dpi', String(dpi)];
      const child = spawn(this.binary, args, {
        env: { ...process.env, OMP_THREAD_LIMIT: '1' },
        stdio: ['pipe', 'pipe', 'ignore'],
      });
      if (child.pid !== undefined) {
        try {
          setPriority(child.pid, NICE);
        } catch {
          // Already gone, or a system that forbids it: the page is read all the same.
        }
      }
      let failed: 'timeout' | 'too-large' | null = null;
      const chunks: Buffer[] = [];
      let size = 0;
      const stop = (reason: 'timeout' | 'too-large') => {
        failed ??= reason;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop('timeout'), OCR_PAGE_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > OCR_MAX_OUTPUT_BYTES) stop('too-large');
        else chunks.push(chunk);
      });
      // A process that ends before reading its input closes the pipe: that is told by its exit.
      child.stdin.on('error', () => undefined);
      child.stdin.end(png);
      child.on('error', () => {
        clearTimeout(timer);
        resolve({ status: 'failed', reason: 'damaged' });
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (failed) resolve({ status: 'failed', reason: failed });
        else if (code !== 0) resolve({ status: 'failed', reason: 'damaged' });
        else resolve({ status: 'text', lines: Buffer.concat(chunks).toString('utf8').split('\n') });
      });
    });
  }
}
