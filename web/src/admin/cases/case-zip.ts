// The build without bundled codecs: compression by the browser's CompressionStream, AES by WebCrypto. The
// default build fetches a WebAssembly module, which the console's CSP (rightly) refuses.
import { BlobReader, BlobWriter, configure, TextReader, ZipWriter } from '@zip.js/zip.js/lib/zip-core-custom.js';

/**
 * A password-encrypted ZIP (WinZip AES-256, which 7-Zip, WinRAR and zip.js open) built in the browser
 * from a case's opened parts. Loaded only when an officer exports (its own chunk). No web workers: the
 * console's CSP allows scripts from its own origin only, and a case is small enough for the page.
 */
configure({ useWebWorkers: false, useCompressionStream: true });

export interface ZipEntry {
  name: string;
  content: string | Blob;
}

export async function encryptedZip(entries: ZipEntry[], password: string): Promise<Blob> {
  const writer = new ZipWriter(new BlobWriter('application/zip'), { password, encryptionStrength: 3 });
  for (const entry of entries)
    await writer.add(
      entry.name,
      typeof entry.content === 'string' ? new TextReader(entry.content) : new BlobReader(entry.content),
    );
  return writer.close();
}
