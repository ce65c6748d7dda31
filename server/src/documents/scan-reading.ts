import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoAt } from '../admin/clock.ts';
import type { Db } from '../db/database.ts';
import { type OcrOutcome, saveOcrText, scansToRead } from './document-store.ts';
import { OCR_DPI, OCR_FILE_TIMEOUT_MS, OCR_MAX_PIXELS } from './limits.ts';
import { pageText } from './page-text.ts';
import type { PdfBytes, PdfFile } from './pdf-bytes.ts';
import { type PdfReading, ReadingClosedError } from './pdf-reading.ts';
import type { OcrEngine } from './tesseract.ts';

/**
 * How long one turn of OCR goes on before the reader looks again for files to read from their text
 * layer (document-reader.ts): a file published meanwhile waits this and one page at most.
 */
export const OCR_SLICE_MS = 10_000;

/** What a turn of OCR did: pages read, scans finished, and whether one is left half read. */
export interface ScanTurn {
  pages: number;
  files: number;
  pending: boolean;
}

/** The scan being read: its pages so far, and the time spent on it. */
interface Scan {
  hash: string;
  file: PdfFile;
  pageCount: number;
  pages: string[];
  spentMs: number;
}

export interface ScanReadingOptions {
  db: Db;
  bytes: PdfBytes;
  reading: PdfReading;
  engine: OcrEngine;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Reads scans (files whose text layer gave no text) by OCR, page by page: each page drawn in the
 * reading process (pdf-reading.ts, its time and memory bounds per page) and read by the OCR engine in a
 * process of its own (tesseract.ts, its time and output bounds per page), the whole file within
 * OCR_FILE_TIMEOUT_MS. One file at a time, a slice of pages per turn; the file's text is stored when its
 * last page is read, in place of its no-text row.
 */
export class ScanReading {
  private scan: Scan | null = null;

  constructor(private readonly options: ScanReadingOptions) {}

  /**
   * Reads pages for about OCR_SLICE_MS. `mayGoOn` is asked before each page (the lease still held, the
   * server not stopping): when it says no, the scan under way is dropped, for whoever reads next.
   */
  async turn(mayGoOn: () => Promise<boolean>): Promise<ScanTurn> {
    const { clock } = this.options;
    const turn: ScanTurn = { pages: 0, files: 0, pending: false };
    const started = clock();
    while (clock() - started < OCR_SLICE_MS) {
      this.scan ??= await this.next();
      const scan = this.scan;
      if (!scan) return turn;
      if (!(await mayGoOn())) {
        this.scan = null;
        return turn;
      }
      const outcome = await this.readPage(scan).catch((err: unknown) => {
        // The server stopping ended the reading process: the scan is left for the next holder.
        if (err instanceof ReadingClosedError) return 'closed' as const;
        throw err;
      });
      if (outcome === 'closed') {
        this.scan = null;
        return turn;
      }
      turn.pages++;
      if (outcome) {
        this.scan = null;
        if (await saveOcrText(this.options.db, scan.hash, outcome, isoAt(clock()))) turn.files++;
        this.logOutcome(scan, outcome);
      }
    }
    turn.pending = this.scan !== null;
    return turn;
  }

  /** The next scan a published address serves, or null. */
  private async next(): Promise<Scan | null> {
    for (const row of await scansToRead(this.options.db)) {
      const file = await this.options.bytes.find(row.path);
      if (file?.hash === row.hash) return { hash: row.hash, file, pageCount: row.pageCount, pages: [], spentMs: 0 };
    }
    return null;
  }

  /** Reads the scan's next page; what came of the whole file once it is done (or has failed), else null. */
  private async readPage(scan: Scan): Promise<OcrOutcome | null> {
    const { reading, engine, clock } = this.options;
    const started = clock();
    const bytes = await scan.file.bytes();
    const page = scan.pages.length + 1;
    const image = await reading.draw({ file: scan.hash, bytes, page, dpi: OCR_DPI, maxPixels: OCR_MAX_PIXELS });
    if (image.status === 'failed') return { status: 'failed', reason: image.reason };
    const text = await engine.recognize(image.png, image.dpi);
    if (text.status === 'failed') return { status: 'failed', reason: text.reason };
    // Tesseract's lines as a text layer's runs: the same rules make them one line of words (no space
    // left between two Chinese characters, which it writes between some), so that the site's tokenizer finds them.
    scan.pages.push(pageText(text.lines.map((line) => ({ str: line, hasEOL: true }))));
    scan.spentMs += clock() - started;
    if (scan.pages.length < scan.pageCount) {
      return scan.spentMs > OCR_FILE_TIMEOUT_MS ? { status: 'failed', reason: 'timeout' } : null;
    }
    return scan.pages.some((p) => p !== '') ? { status: 'text', pages: scan.pages } : { status: 'no-text' };
  }

  private logOutcome(scan: Scan, outcome: OcrOutcome): void {
    const { log } = this.options;
    if (outcome.status === 'failed')
      log.warn({ hash: scan.hash, reason: outcome.reason }, 'documents: OCR of a scan failed');
    else log.info({ hash: scan.hash, pages: scan.pageCount, found: outcome.status }, 'documents: a scan read by OCR');
  }
}
