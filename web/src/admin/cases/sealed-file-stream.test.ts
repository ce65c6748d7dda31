// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedStream, streamKey } from './sealed-file-stream.ts';
import { sealFile } from './server-sealing.test-helper.ts';

/** The bytes as a network delivers them: in chunks of uneven sizes. */
function arriving(bytes: Uint8Array, seed: number): ReadableStream<Uint8Array> {
  let at = 0;
  let next = seed;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      next = (next * 1_103_515_245 + 12_345) % 2 ** 31;
      const size = 1 + (next % 300_000);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

const MiB = 1024 * 1024;

describe('opening an attachment as it streams in (AES-CTR and GHASH against the server’s AES-256-GCM)', () => {
  it.each([0, 1, 15, 16, 17, MiB - 1, MiB, MiB + 16, MiB + 17, 3 * MiB + 5])(
    'opens %i bytes sealed by the server to the same bytes',
    async (size) => {
      const key = randomBytes(32);
      const content = randomBytes(size);
      const sealed = await sealFile(key, content);
      const blob = await openSealedStream(await streamKey(key), arriving(sealed, size + 7), 'text/plain');
      expect(blob.type).toBe('text/plain');
      expect(Buffer.from(await blob.arrayBuffer()).equals(content)).toBe(true);
    },
  );

  it('refuses an altered byte, a cut-off file, another key and an unknown version, giving nothing out', async () => {
    const key = randomBytes(32);
    const sealed = await sealFile(key, randomBytes(MiB + 100));
    const open = (bytes: Uint8Array, k = key) =>
      streamKey(k).then((sk) => openSealedStream(sk, arriving(bytes, 3), 'application/octet-stream'));
    for (const at of [20, MiB + 50, sealed.length - 1]) {
      const altered = Buffer.from(sealed);
      altered[at] = (altered[at] as number) ^ 1;
      await expect(open(altered), `byte ${at}`).rejects.toMatchObject({ problem: 'damaged' });
    }
    await expect(open(sealed.subarray(0, sealed.length - 1))).rejects.toMatchObject({ problem: 'damaged' });
    await expect(open(sealed.subarray(0, 10))).rejects.toMatchObject({ problem: 'damaged' });
    await expect(open(sealed, randomBytes(32))).rejects.toMatchObject({ problem: 'damaged' });
    const version = Buffer.from(sealed);
    version[0] = 2;
    await expect(open(version)).rejects.toMatchObject({ problem: 'damaged' });
  });
});
