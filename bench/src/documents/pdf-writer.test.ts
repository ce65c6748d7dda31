import { afterAll, describe, expect, it } from 'vitest';
import { PdfReading } from '../../../server/src/documents/pdf-reading.ts';
import { documentPages, fileWord, MARKER_WORD, PAGES_PER_DOCUMENT, pageWord, scriptOf } from './corpus-text.ts';
import { figureRows } from './figure-rows.ts';
import { writePdf } from './pdf-writer.ts';

/** The bench's PDFs read back through the server's own reader (pdfjs in its reading thread). */
describe('the documents bench’s PDFs', () => {
  const reading = new PdfReading();
  afterAll(() => reading.close());

  const pagesRead = async (doc: number) => {
    const text = await reading.read(writePdf(documentPages(doc), scriptOf(doc)));
    if (text.status !== 'text') throw new Error(`expected text, got ${JSON.stringify(text)}`);
    return text.pages;
  };

  it.each([
    [0, 'Chinese'],
    [1, 'English'],
  ])(
    'document %i (%s): 20 pages, each with its own word, its file’s and its figures, the marker on the first only',
    async (doc) => {
      const pages = await pagesRead(doc);
      expect(pages).toHaveLength(PAGES_PER_DOCUMENT);
      pages.forEach((page, i) => {
        expect(page).toContain(pageWord(doc, i));
        expect(page).toContain(fileWord(doc));
        for (let other = 0; other < PAGES_PER_DOCUMENT; other++)
          if (other !== i) expect(page).not.toContain(pageWord(doc, other));
        expect(page.includes(MARKER_WORD)).toBe(i === 0);
        // The rows of figures come through whole: names and amounts.
        for (const row of figureRows(doc, i, scriptOf(doc))) expect(page).toContain(row);
      });
    },
  );

  it('sets a page of over 1,150 characters in Chinese or 400 words in English, as a report’s text and tables', async () => {
    const [zh] = await pagesRead(2);
    const [en] = await pagesRead(3);
    expect(zh?.replace(/\s/g, '').length).toBeGreaterThan(1150);
    expect(en?.split(' ').length).toBeGreaterThan(400);
    expect(zh).toContain('饲料加工');
    expect(en).toContain('feed mills close to the farms');
  });

  it('gives every page of 1,000 documents a word of its own', () => {
    const words = new Set<string>();
    for (let doc = 0; doc < 1000; doc++)
      for (let page = 0; page < PAGES_PER_DOCUMENT; page++) words.add(pageWord(doc, page));
    for (let doc = 0; doc < 1000; doc++) words.add(fileWord(doc));
    expect(words.size).toBe(1000 * PAGES_PER_DOCUMENT + 1000);
  });
});
