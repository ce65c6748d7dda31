import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, negotiateEncoding } from './compression.ts';

describe('negotiateEncoding', () => {
  it('prefers brotli, then gzip, and nothing without Accept-Encoding', () => {
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('identity')).toBeNull();
  });

  it('honours q-values: q=0 refuses an encoding, a higher q wins', () => {
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=0.2, gzip;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('BR;Q=1')).toBe('br');
  });

  it('reads * and x-gzip as gzip, as @fastify/compress does', () => {
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('x-gzip')).toBe('gzip');
  });
});

describe('compress', () => {
  const body = Buffer.from(JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, title: `第${i}条新闻` }))));

  it('round-trips in both encodings', () => {
    expect(brotliDecompressSync(compress(body, 'br')).equals(body)).toBe(true);
    expect(gunzipSync(compress(body, 'gzip')).equals(body)).toBe(true);
  });

  it('uses a fast brotli level (3), not the slow maximum of 11', () => {
    const quality = (q: number) =>
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: q, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
      });
    expect(compress(body, 'br').equals(quality(3))).toBe(true);
    expect(compress(body, 'br').equals(quality(11))).toBe(false);
  });
});
