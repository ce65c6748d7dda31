/** How the bytes of a price CSV file were written. */
export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'gbk';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The text of a CSV file from an exchange or a vendor: UTF-8 (a byte-order mark dropped), or GBK when
 * the bytes are not valid UTF-8 (what Chinese Excel and most vendor terminals save). GBK text with
 * Chinese in it is almost never valid UTF-8, so validity decides. The decoders are the WHATWG ones Node
 * ships with its ICU (GBK read as its superset GB18030): no decoding package is needed.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: CsvEncoding } {
  const bom = UTF8_BOM.every((b, i) => bytes[i] === b);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bom ? bytes.subarray(3) : bytes);
    return { text, encoding: bom ? 'utf-8-bom' : 'utf-8' };
  } catch {
    return { text: new TextDecoder('gbk').decode(bytes), encoding: 'gbk' };
  }
}
