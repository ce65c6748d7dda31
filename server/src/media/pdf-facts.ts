export interface PdfFacts {
  title: string | null;
  pages: number | null;
}

/** `<dc:title>`'s first entry in XMP metadata (stored uncompressed by most writers, so found in the bytes). */
function xmpTitle(bytes: Buffer): string | null {
  const text = bytes.toString('latin1');
  const block = /<dc:title>([\s\S]{0,2000}?)<\/dc:title>/.exec(text)?.[1];
  const raw = block ? (/<rdf:li[^>]*>([^<]*)<\/rdf:li>/.exec(block)?.[1] ?? null) : null;
  if (raw === null) return null;
  // The XMP packet is UTF-8: read back from its latin1 view, then XML's own escapes.
  const decoded = Buffer.from(raw, 'latin1')
    .toString('utf8')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
  return decoded || null;
}

/**
 * A PDF's title (its document information, else its XMP metadata) and page count, for the form to
 * fill in: read with pdf-lib; a file it cannot read gives nulls, never an error (the PDF is stored
 * as it is either way).
 */
export async function pdfFacts(bytes: Buffer): Promise<PdfFacts> {
  let title: string | null = null;
  let pages: number | null = null;
  try {
    // Loaded on first use, as sharp is: most instances never read a PDF.
    const { PDFDocument } = await import('pdf-lib');
    const doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
    pages = doc.getPageCount();
    title = doc.getTitle()?.trim() || null;
  } catch {
    // Not readable as a whole: the title may still be in its XMP.
  }
  return { title: title ?? xmpTitle(bytes), pages };
}
