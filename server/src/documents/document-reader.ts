import type { FastifyBaseLogger } from 'fastify';
import { type Clock, isoAt } from '../admin/clock.ts';
import { newId } from '../admin/secrets.ts';
import { readContentVersion } from '../content-model/content-meta.ts';
import type { Db } from '../db/database.ts';
import type { MediaStore } from '../media/media-store.ts';
import { holdLease, releaseLease } from '../ops/lease.ts';
import { forgetFilesBut, hasUnreadFile, isToRead, saveFile, saveText } from './document-store.ts';
import { OCR_PAGE_TIMEOUT_MS, READ_TIMEOUT_MS } from './limits.ts';
import { PdfBytes, type PdfFile } from './pdf-bytes.ts';
import { PdfReading, ReadingClosedError } from './pdf-reading.ts';
import { publishedPdfs } from './published-pdfs.ts';
import { ScanReading } from './scan-reading.ts';
import { findTesseract } from './tesseract.ts';

/** The lease naming the one instance that reads PDFs. */
export const DOCUMENT_LEASE = 'document-reader';
/** How often the reader looks whether the content version moved: a published PDF is read within about this. */
export const READ_EVERY_MS = 2000;
/**
 * How often the published PDFs are looked at even though the content version stayed: a file replaced by
 * hand in content/media under the same name is read again within this.
 */
export const LOOK_AGAIN_MS = 10 * 60_000;
/**
 * Outlives a file's longest reading, or the longest step of a scan's OCR (drawing a page, or reading it:
 * the lease is renewed before each page), and a few missed ticks before another instance takes over.
 */
const LEASE_TTL_MS = (READ_TIMEOUT_MS + OCR_PAGE_TIMEOUT_MS) * 2;

export interface ReadReport {
  /** Another instance holds the lease: nothing was done. */
  standby: boolean;
  /** Addresses of published PDFs looked at (those serving bytes). */
  files: number;
  /** Files read (each content once, however many addresses serve it), and those of them that failed. */
  read: number;
  failed: number;
  /** Addresses forgotten: no published record uses them any longer, or they serve nothing. */
  forgotten: number;
  /** Pages of scans read by OCR, scans finished, and whether one is left half read for the next turn. */
  ocr: { pages: number; files: number; pending: boolean };
}

export interface DocumentReaderOptions {
  db: Db;
  store: MediaStore;
  /** content/media, served at /media/. */
  mediaDir: string;
  log: FastifyBaseLogger;
  clock: Clock;
  /** Tests read with their own bounds. */
  reading?: PdfReading;
  /**
   * The tesseract binary (a name on PATH or a path) to read scans with, looked for once, on the first
   * turn; unset: scans are not read by OCR (OCR_TESSERACT=off).
   */
  tesseract?: string | null;
  everyMs?: number;
}

/**
 * Reads the text of every published PDF into the database (issue 42), on one instance of several (the
 * lease): whenever the content version moves (a publish from the console, a schedule or an import) and
 * every LOOK_AGAIN_MS, each address a published record uses is matched to the SHA-256 of the bytes it
 * serves; a content not read before is read, in a process of its own with a time and memory limit
 * (pdf-reading.ts), and its text stored with its pages in one transaction. The same bytes are read once,
 * under however many addresses and by however many instances. Scans (no text on any page) are then read
 * by OCR when Tesseract is installed (scan-reading.ts), a slice of pages a turn.
 */
export class DocumentReader {
  readonly holder = `instance:${newId()}`;
  private readonly reading: PdfReading;
  private readonly bytes: PdfBytes;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<ReadReport> | null = null;
  /** The content version last looked at completely, and when (undefined: not yet in this process). */
  private seen: { version: number | null; at: number } | undefined;
  private stopping = false;
  /** The OCR of scans, once it is known whether this machine can (null: it cannot, or is not to). */
  private scans: Promise<ScanReading | null> | undefined;

  constructor(private readonly options: DocumentReaderOptions) {
    this.reading = options.reading ?? new PdfReading();
    this.bytes = new PdfBytes(options.store, options.mediaDir);
  }

  /** One look at every published PDF, whatever the content version (a look under way is joined). */
  run(): Promise<ReadReport> {
    return this.turn(true);
  }

  private turn(always: boolean): Promise<ReadReport> {
    this.running ??= this.tick(always).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * A look at the published PDFs, then a turn of OCR: scans are read once every text layer has been,
   * a slice of pages a turn, so that a file published meanwhile is read at the next turn, not after the
   * whole scan.
   */
  private async tick(always: boolean): Promise<ReadReport> {
    const { db, clock } = this.options;
    const report = await this.readTexts(always);
    if (report.standby || this.stopping) return report;
    const scans = await this.scanReading();
    if (scans) {
      report.ocr = await scans.turn(
        async () => !this.stopping && holdLease(db, DOCUMENT_LEASE, this.holder, clock(), LEASE_TTL_MS),
      );
    }
    return report;
  }

  /** Looks once, on the first turn, whether scans can be read by OCR here, and says so in the log. */
  private scanReading(): Promise<ScanReading | null> {
    this.scans ??= (async () => {
      const { tesseract, db, clock, log } = this.options;
      if (!tesseract) return null;
      const found = await findTesseract(tesseract);
      if (!found.engine) {
        // OCR is optional: said once, as a fact of this machine.
        log.info(`documents: scans are not read by OCR: ${found.why}`);
        return null;
      }
      log.info({ tesseract: found.binary }, 'documents: scans are read by OCR');
      return new ScanReading({ db, bytes: this.bytes, reading: this.reading, engine: found.engine, clock, log });
    })();
    return this.scans;
  }

  /** Reads every published PDF not read yet (from its text layer). */
  private async readTexts(always: boolean): Promise<ReadReport> {
    const { db, clock } = this.options;
    const report: ReadReport = {
      standby: false,
      files: 0,
      read: 0,
      failed: 0,
      forgotten: 0,
      ocr: { pages: 0, files: 0, pending: false },
    };
    const now = clock();
    if (!(await holdLease(db, DOCUMENT_LEASE, this.holder, now, LEASE_TTL_MS))) return { ...report, standby: true };
    const version = await readContentVersion(db);
    const due = !this.seen || this.seen.version !== version || now - this.seen.at >= LOOK_AGAIN_MS;
    // A file asked to be read again from the console, on any instance, is read at the holder's next tick.
    if (!always && !due && !(await hasUnreadFile(db))) return report;
    const addresses = await publishedPdfs(db);
    const serving = new Set<string>();
    for (const address of addresses) {
      if (this.stopping) return report;
      const file = await this.bytes.find(address);
      if (!file) continue;
      serving.add(address);
      report.files++;
      if (await isToRead(db, file.hash, clock())) {
        // A long pass renews the lease before each file, and stops if another instance has taken it.
        if (!(await holdLease(db, DOCUMENT_LEASE, this.holder, clock(), LEASE_TTL_MS))) return report;
        const outcome = await this.read(address, file);
        if (outcome === 'closed') return report;
        report.read++;
        if (outcome === 'failed') report.failed++;
      }
      await saveFile(db, address, file.hash, isoAt(clock()));
    }
    report.forgotten = await forgetFilesBut(db, serving);
    this.seen = { version, at: now };
    if (report.read > 0 || report.forgotten > 0) {
      this.options.log.info(
        { files: report.files, read: report.read, failed: report.failed, forgotten: report.forgotten },
        'documents: published PDFs read',
      );
    }
    return report;
  }

  /** Reads one file and stores what came of it; 'closed' when the server stopped meanwhile (nothing stored). */
  private async read(address: string, file: PdfFile): Promise<'text' | 'no-text' | 'failed' | 'closed'> {
    const { db, clock, log } = this.options;
    const text =
      file.size > this.reading.limits.maxBytes
        ? ({ status: 'failed', reason: 'too-large' } as const)
        : await this.reading.read(await file.bytes()).catch((err: unknown) => {
            if (err instanceof ReadingClosedError) return null;
            throw err;
          });
    if (!text) return 'closed';
    await saveText(db, file.hash, file.size, text, isoAt(clock()));
    if (text.status === 'failed') log.warn({ address, reason: text.reason }, 'documents: a PDF could not be read');
    return text.status;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.turn(false).catch((err: unknown) => this.options.log.warn({ err }, 'documents: reading failed'));
    }, this.options.everyMs ?? READ_EVERY_MS);
    // Never keeps a finished process (tests, CLI) alive.
    this.timer.unref();
  }

  /** Stops reading (a file being read is left for the next holder) and gives the lease up. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.reading.close();
    await this.running?.catch(() => null);
    await releaseLease(this.options.db, DOCUMENT_LEASE, this.holder).catch(() => undefined);
  }
}
