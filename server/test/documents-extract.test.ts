import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PdfReading } from '../src/documents/pdf-reading.ts';
import type { PdfText } from '../src/documents/pdf-text.ts';
import {
  BILINGUAL_PAGES,
  bombPdf,
  fixturePdf,
  garbagePdf,
  manyPagesPdf,
  predefinedCmapPdf,
} from './helpers/pdf-documents.ts';

/** Reading PDFs' text in the reading thread: what each kind of file gives, and the bounds that hold. */

function pagesOf(text: PdfText): string[] {
  if (text.status !== 'text') throw new Error(`expected text, got ${JSON.stringify(text)}`);
  return text.pages;
}

describe('reading a PDF’s text', () => {
  const reading = new PdfReading();
  afterAll(() => reading.close());

  it('gives each page’s Chinese and English words on that page, and a scanned page as empty', async () => {
    const pages = pagesOf(await reading.read(fixturePdf('bilingual')));
    expect(pages).toHaveLength(BILINGUAL_PAGES.length);
    BILINGUAL_PAGES.forEach((words, i) => {
      for (const word of words) expect(pages[i]).toContain(word);
      // No word of another page leaks onto this one.
      const others = BILINGUAL_PAGES.filter((_, j) => j !== i).flat();
      for (const word of others) expect(pages[i]).not.toContain(word);
    });
    expect(pages[2]).toBe('');
    // English keeps its spaces, Chinese gets none between its characters, a line is one run of text.
    expect(pages[1]).toBe('Annual report of the cooperative. Hog production rose steadily while feed costs declined.');
    expect(pages[3]).toBe('环境保护与粪污资源化利用 Environmental protection and manure recycling.');
  });

  it('reads Chinese in a font it does not embed through pdfjs’ CMaps (UniGB-UCS2-H)', async () => {
    expect(pagesOf(await reading.read(await predefinedCmapPdf('牧原食品股份有限公司')))).toEqual([
      '牧原食品股份有限公司',
    ]);
  });

  it('reads an encrypted PDF that opens without a password, as any viewer does', async () => {
    expect(pagesOf(await reading.read(fixturePdf('owner-locked')))[0]).toContain('牧原食品股份有限公司');
  });

  it('answers no-text for a scan, with its page count', async () => {
    expect(await reading.read(fixturePdf('scan'))).toEqual({ status: 'no-text', pageCount: 1 });
  });

  it('answers failed for a damaged file, truncated or not a PDF at all', async () => {
    expect(await reading.read(fixturePdf('truncated'))).toEqual({ status: 'failed', reason: 'damaged' });
    expect(await reading.read(garbagePdf())).toEqual({ status: 'failed', reason: 'damaged' });
    expect(await reading.read(Buffer.alloc(0))).toEqual({ status: 'failed', reason: 'damaged' });
  });

  it('answers failed (encrypted) for a PDF that needs a password', async () => {
    expect(await reading.read(fixturePdf('password'))).toEqual({ status: 'failed', reason: 'encrypted' });
  });

  it('reads a 500-page PDF to its last page, and refuses one over the page bound unread', {
    timeout: 90_000,
  }, async () => {
    const long = await manyPagesPdf(500);
    // About 1.5 s built; the tests' thread runs pdfjs through tsx, on a machine running other suites.
    const patient = new PdfReading({ timeoutMs: 80_000 });
    const pages = pagesOf(await patient.read(Buffer.from(long)).finally(() => patient.close()));
    expect(pages).toHaveLength(500);
    expect(pages[0]).toBe('Page 1 of the long report');
    expect(pages[436]).toBe('Page 437 of the long report');
    expect(pages[499]).toBe('Page 500 of the long report');
    const bounded = new PdfReading({ maxPages: 100 });
    try {
      expect(await bounded.read(long)).toEqual({ status: 'failed', reason: 'too-large' });
    } finally {
      bounded.close();
    }
  });

  it('refuses a file over the size bound without reading it', async () => {
    const bounded = new PdfReading({ maxBytes: 1000 });
    try {
      expect(await bounded.read(fixturePdf('bilingual'))).toEqual({ status: 'failed', reason: 'too-large' });
    } finally {
      bounded.close();
    }
  });
});

describe('a PDF bomb', { timeout: 90_000 }, () => {
  /** Inflates to 1 GB of blanks; a few KB on disk. */
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await bombPdf(1024);
  });

  it('is stopped when its inflated streams outgrow the memory bound, and the next file is read', async () => {
    // Only memory can stop it here: the time bound is far.
    const reading = new PdfReading({ heapMb: 128, externalMb: 64, timeoutMs: 80_000 });
    try {
      expect(await reading.read(Buffer.from(bomb))).toEqual({ status: 'failed', reason: 'out-of-memory' });
      expect(pagesOf(await reading.read(fixturePdf('bilingual')))[1]).toContain('feed costs declined');
    } finally {
      reading.close();
    }
  });

  it('is stopped at the time bound when memory allows it to run on, while this thread stays free', async () => {
    const reading = new PdfReading({ timeoutMs: 4000, externalMb: 100_000 });
    try {
      const started = Date.now();
      let ticks = 0;
      const ticker = setInterval(() => ticks++, 100);
      const text = await reading.read(Buffer.from(bomb));
      clearInterval(ticker);
      expect(text).toEqual({ status: 'failed', reason: 'timeout' });
      const took = Date.now() - started;
      expect(took).toBeGreaterThanOrEqual(4000);
      // Loading pdfjs in the new thread (through tsx here) has a bound of its own before the file's starts.
      expect(took).toBeLessThan(4000 + 4000 + 1000);
      // The event loop went on all along: about one tick per 100 ms.
      expect(ticks).toBeGreaterThan((took / 100) * 0.5);
    } finally {
      reading.close();
    }
  });
});
