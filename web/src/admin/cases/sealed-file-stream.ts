import { ghash } from '@noble/ciphers/_polyval.js';
import { SealedError } from './sealed-box.ts';

/**
 * An attachment's sealed bytes (`version || nonce || ciphertext || tag`, AES-256-GCM as the server encrypts
 * it while it streams in: server/src/integrity/sealed-file.ts) opened while they arrive. WebCrypto's
 * AES-GCM takes a whole message at once, so a 30 MB file would sit in the page four or five times over;
 * GCM is AES in counter mode plus a GHASH tag (NIST SP 800-38D), so each segment is decrypted with
 * WebCrypto's AES-CTR from counter 2 on, and the tag is computed over the ciphertext with @noble/ciphers'
 * GHASH and checked before anything is given out. The clear segments go into Blobs, which the browser keeps
 * outside the page's memory: the page holds about one segment at a time.
 */

const VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Bytes decrypted at once: a multiple of the 16-byte block (GHASH pads a partial block, so only the last may be). */
const SEGMENT_BYTES = 1024 * 1024;

/** A file's key as AES-CTR: the keystream of AES-256-GCM is AES-CTR's. */
export const streamKey = (raw: Uint8Array) =>
  globalThis.crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'AES-CTR' }, false, ['encrypt', 'decrypt']);

/** The counter block `nonce || n` (n as 32 bits, big-endian), as GCM counts its blocks. */
function counterBlock(nonce: Uint8Array, n: number): Uint8Array<ArrayBuffer> {
  const block = new Uint8Array(16);
  block.set(nonce);
  new DataView(block.buffer).setUint32(12, n);
  return block;
}

const ctr = async (key: CryptoKey, counter: Uint8Array<ArrayBuffer>, length: number, data: Uint8Array<ArrayBuffer>) =>
  new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-CTR', counter, length }, key, data));

/** Bytes received in chunks of any size, taken out in the sizes the decryption needs. */
class ByteQueue {
  private chunks: Uint8Array[] = [];
  length = 0;

  push(bytes: Uint8Array): void {
    if (bytes.length === 0) return;
    this.chunks.push(bytes);
    this.length += bytes.length;
  }

  take(n: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(n);
    let filled = 0;
    while (filled < n) {
      const head = this.chunks[0] as Uint8Array;
      const used = Math.min(head.length, n - filled);
      out.set(head.subarray(0, used), filled);
      filled += used;
      if (used === head.length) this.chunks.shift();
      else this.chunks[0] = head.subarray(used);
    }
    this.length -= n;
    return out;
  }
}

/** Equal bytes, compared without an early exit. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}

/**
 * The clear file from its sealed bytes as they stream in, under the file's key (AES-CTR, `streamKey`), as a
 * Blob of `type`. A wrong key, an altered byte and a cut-off file all fail the tag: `SealedError('damaged')`,
 * and nothing of the file is given out.
 */
export async function openSealedStream(key: CryptoKey, body: ReadableStream<Uint8Array>, type: string): Promise<Blob> {
  const queue = new ByteQueue();
  const parts: Blob[] = [];
  let nonce: Uint8Array<ArrayBuffer> | null = null;
  let mac: ReturnType<typeof ghash.create> | null = null;
  let block = 2; // GCM encrypts from counter 2: counter 1 masks the tag.
  let cipherBytes = 0;

  const openSegment = async (n: number) => {
    if (!nonce || !mac || n === 0) return;
    const sealed = queue.take(n);
    mac.update(sealed);
    parts.push(new Blob([await ctr(key, counterBlock(nonce, block), 32, sealed)]));
    block += n / 16;
    cipherBytes += n;
  };

  const reader = body.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    queue.push(chunk.value);
    if (!nonce && queue.length >= 1 + NONCE_BYTES) {
      const head = queue.take(1 + NONCE_BYTES);
      if (head[0] !== VERSION) throw new SealedError('damaged');
      nonce = head.slice(1);
      // GHASH's key is AES_K(0^128): the keystream of AES-CTR from an all-zero counter block.
      mac = ghash.create(await ctr(key, new Uint8Array(16), 128, new Uint8Array(16)));
    }
    // The last 16 bytes may be the tag: a segment is opened only with more than that behind it.
    while (queue.length >= SEGMENT_BYTES + TAG_BYTES) await openSegment(SEGMENT_BYTES);
  }
  if (!nonce || !mac || queue.length < TAG_BYTES) throw new SealedError('damaged');
  await openSegment(queue.length - TAG_BYTES);
  const tag = queue.take(TAG_BYTES);

  // The lengths block: no additional data, then the ciphertext's length in bits (64 bits each, big-endian).
  const lengths = new Uint8Array(16);
  new DataView(lengths.buffer).setBigUint64(8, BigInt(cipherBytes) * 8n);
  mac.update(lengths);
  const expected = mac.digest();
  const mask = await ctr(key, counterBlock(nonce, 1), 32, new Uint8Array(16));
  for (let i = 0; i < TAG_BYTES; i++) expected[i] = (expected[i] as number) ^ (mask[i] as number);
  if (!sameBytes(expected, tag)) throw new SealedError('damaged');
  return new Blob(parts, { type });
}
