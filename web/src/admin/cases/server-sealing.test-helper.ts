import { encryptingStream } from '../../../../server/src/integrity/sealed-file.ts';

/** A file sealed exactly as the server's store seals an upload while it streams in (tests only). */
export async function sealFile(key: Buffer, content: Buffer): Promise<Buffer> {
  const stream = encryptingStream(key);
  const parts: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => parts.push(chunk));
  const ended = new Promise((done) => stream.on('end', done));
  stream.end(content);
  await ended;
  return Buffer.concat(parts);
}
