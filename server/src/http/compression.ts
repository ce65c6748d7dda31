import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are: compressing them saves next to nothing. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Fast levels, because an answer is compressed while its request waits: brotli 3 and gzip 6 take about
 * 50 and 40 µs on a 4 KB search answer, where brotli 11 took about 200 ms and brotli 4 110 µs for a
 * result 0.5 % smaller (a search nobody made before is compressed while its visitor waits; the distinct
 * searches' p99 is the bench's tightest target). Each cached answer is compressed at most once per encoding.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const GZIP_OPTIONS = { level: 6 };

const SUPPORTED: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer in, by the client's Accept-Encoding with its q-values (`br;q=0` refuses
 * brotli), as @fastify/compress decides it: `*` and `x-gzip` count as gzip.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip');
  return negotiate(header, SUPPORTED);
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS);
}

const brotliCompressAsync = promisify(brotliCompress);

/**
 * Brotli at its highest quality, on libuv's thread pool (the event loop keeps answering meanwhile): for
 * answers made once and kept long, where every byte counts (a rendered page and the rules of its first
 * screen are to fit the first round trip). About 50 ms for a page of 55 KB, 2–3 % smaller than quality 10.
 */
export function compressHard(body: Buffer): Promise<Buffer> {
  return brotliCompressAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  });
}
