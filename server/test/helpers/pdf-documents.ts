import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createDeflate, deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/**
 * PDFs of the document-reading tests: those a browser and qpdf made (fixtures/documents, see its
 * make-fixtures.ts), and those made here in code, where size or malice is the point.
 */

const FIXTURES = resolve(import.meta.dirname, '../fixtures/documents');

/** A committed fixture's bytes: bilingual, scan, password, owner-locked, truncated, scanned-report. */
export function fixturePdf(
  name: 'bilingual' | 'scan' | 'password' | 'owner-locked' | 'truncated' | 'scanned-report',
): Buffer {
  return readFileSync(resolve(FIXTURES, `${name}.pdf`));
}

/** What each page of bilingual.pdf says (page 3 is a picture only). */
export const BILINGUAL_PAGES = [
  ['牧原食品股份有限公司', '生猪出栏量稳步增长'],
  ['Annual report of the cooperative', 'feed costs declined'],
  [],
  ['环境保护与粪污资源化利用', 'Environmental protection and manure recycling'],
] as const;

/** Words OCR finds on each page of scanned-report.pdf, pictures only (fixtures/documents/make-scanned-report.ts). */
export const SCANNED_REPORT_PAGES = [
  ['环境保护', 'Environmental'],
  ['污水处理', 'Wastewater'],
] as const;

/** A PDF of `pages` pages, page n saying `Page n of the long report` (Helvetica). */
export async function manyPagesPdf(pages: number, saying = (n: number) => `Page ${n} of the long report`) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++) doc.addPage([300, 200]).drawText(saying(n), { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save());
}

/**
 * A bomb: one page whose content stream, compressed twice (two Flate filters), is a few KB and
 * inflates to `megabytes` MB of blanks before any text.
 */
export async function bombPdf(megabytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  const once = await deflated(Array.from({ length: megabytes }, () => MEGABYTE_OF_BLANKS));
  const twice = deflateSync(once, { level: 9 });
  const stream = doc.context.stream(twice, { Filter: ['FlateDecode', 'FlateDecode'], Length: twice.length });
  page.node.set(PDFName.of('Contents'), doc.context.register(stream));
  return Buffer.from(await doc.save());
}

/**
 * A page of Chinese in a font the PDF does not embed, named by Adobe's GB1 collection and the predefined
 * CMap UniGB-UCS2-H, as older Chinese filings are written: its codes mean characters only through
 * pdfjs' CMap files (the text is `text`, each character a UCS-2 code).
 */
export async function predefinedCmapPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 200]);
  const { context } = doc;
  const descriptor = context.register(
    context.obj({
      Type: 'FontDescriptor',
      FontName: 'STSong-Light',
      Flags: 6,
      FontBBox: [0, -200, 1000, 900],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const cidFont = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: { Registry: PDFString.of('Adobe'), Ordering: PDFString.of('GB1'), Supplement: 4 },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  const font = context.register(
    context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'STSong-Light-UniGB-UCS2-H',
      Encoding: 'UniGB-UCS2-H',
      DescendantFonts: [cidFont],
    }),
  );
  page.node.setFontDictionary(PDFName.of('F1'), font);
  const codes = Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase();
  const content = context.stream(`BT /F1 24 Tf 20 100 Td <${codes}> Tj ET`);
  page.node.set(PDFName.of('Contents'), context.register(content));
  return Buffer.from(await doc.save());
}

const MEGABYTE_OF_BLANKS = Buffer.alloc(1024 * 1024, 0x20);

/** `chunks` deflated as one stream, without holding them all at once. */
async function deflated(chunks: readonly Buffer[]): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  for (const chunk of chunks) if (!deflate.write(chunk)) await once(deflate, 'drain');
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/** Bytes that are no PDF at all, though named one. */
export function garbagePdf(): Buffer {
  return Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251));
}
