import { deflateSync } from 'node:zlib';

/**
 * A minimal PDF writer for the documents bench: A4 pages of text lines, nothing else. Writing the file
 * by hand takes a fraction of a millisecond a page where a general library takes tens, which matters
 * for 20,000 pages. English is set in Helvetica (one of the 14 standard fonts, never embedded, ASCII
 * through WinAnsiEncoding); Chinese in STSong-Light through Adobe's predefined CMap UniGB-UCS2-H, not
 * embedded either, as older Chinese filings are written: readers map its codes to characters with their
 * own CMap files, as the server's reader does (pdfjs' CMaps).
 */

export type Script = 'latin' | 'chinese';

const A4 = { width: 595, height: 842 } as const;
const MARGIN = 56;
/** Font size and line height, in points, per script: a report's body text. */
const SETTING: Record<Script, { size: number; leading: number }> = {
  latin: { size: 10, leading: 15 },
  chinese: { size: 11, leading: 18 },
};

const latinString = (line: string) => {
  if (!/^[\x20-\x7e]*$/.test(line)) throw new Error(`not printable ASCII: ${line}`);
  return `(${line.replace(/[\\()]/g, (c) => `\\${c}`)})`;
};

/** UCS-2 big-endian codes in hex, as UniGB-UCS2-H takes them (characters of the Basic Multilingual Plane). */
const chineseString = (line: string) => {
  if ([...line].some((c) => (c.codePointAt(0) ?? 0) > 0xffff)) throw new Error(`outside UCS-2: ${line}`);
  return `<${Buffer.from(line, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
};

/** One page's content stream: its lines from the top margin down, one line each. */
function pageContent(lines: readonly string[], script: Script): Buffer {
  const { size, leading } = SETTING[script];
  const show = script === 'latin' ? latinString : chineseString;
  const body = lines.map((line, i) => `${i === 0 ? '' : 'T* '}${show(line)} Tj`).join('\n');
  return Buffer.from(`BT /F1 ${size} Tf ${leading} TL ${MARGIN} ${A4.height - MARGIN} Td\n${body}\nET`, 'latin1');
}

/** The font objects of a script: the first is the one pages name /F1; references are to the numbers given. */
function fontObjects(script: Script, first: number): string[] {
  if (script === 'latin') return ['<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  return [
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${first + 1} 0 R] >>`,
    `<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${first + 2} 0 R /DW 1000 >>`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [0 -200 1000 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
}

/**
 * A PDF of one page per entry of `pages`, each page's lines set from the top in the script's font.
 * Content streams are Flate-compressed, as every PDF writer does; the cross-reference table is exact.
 */
export function writePdf(pages: readonly (readonly string[])[], script: Script): Buffer {
  // 1 catalog, 2 page tree, then the fonts, then per page its page object and its content stream.
  const fontFirst = 3;
  const fonts = fontObjects(script, fontFirst);
  const pageFirst = fontFirst + fonts.length;
  const pageNumber = (i: number) => pageFirst + 2 * i;
  const kids = pages.map((_, i) => `${pageNumber(i)} 0 R`).join(' ');
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 ${fontFirst} 0 R >> >> >>`,
    ),
    ...fonts.map((f) => Buffer.from(f)),
  ];
  pages.forEach((lines, i) => {
    const stream = deflateSync(pageContent(lines, script));
    objects.push(Buffer.from(`<< /Type /Page /Parent 2 0 R /Contents ${pageNumber(i) + 1} 0 R >>`));
    objects.push(
      Buffer.concat([
        Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
        stream,
        Buffer.from('\nendstream'),
      ]),
    );
  });

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets = objects.map((object, i) => {
    const at = offset;
    const whole = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(whole);
    offset += whole.length;
    return at;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
