import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pixelDiff } from './pixel-diff.ts';

const picture = (width: number, height: number, paint: (x: number, y: number) => [number, number, number]) => {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set(paint(x, y), (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

describe('pixelDiff', () => {
  it('counts the pixels that changed beyond antialiasing noise', async () => {
    const a = await picture(10, 10, () => [200, 200, 200]);
    const noisy = await picture(10, 10, (x) => [200 + (x % 2) * 5, 200, 200]);
    const changed = await picture(10, 10, (x, y) => (x < 2 && y < 5 ? [0, 0, 0] : [200, 200, 200]));
    expect(await pixelDiff(a, a)).toEqual({ differing: 0, total: 100, sizeChanged: false });
    expect((await pixelDiff(a, noisy)).differing).toBe(0);
    expect((await pixelDiff(a, changed)).differing).toBe(10);
  });

  it('counts every pixel when the sizes differ', async () => {
    const diff = await pixelDiff(await picture(10, 10, () => [0, 0, 0]), await picture(10, 12, () => [0, 0, 0]));
    expect(diff).toMatchObject({ sizeChanged: true, differing: 120 });
  });
});
