import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanImage } from '../src/media/image-clean.ts';
import { MAX_IMAGE_PIXELS, TooManyPixelsError } from '../src/media/image-limits.ts';
import { makeVariants } from '../src/media/image-renditions.ts';
import { ImageWork, ImageWorkError } from '../src/media/image-work.ts';
import { jpegClaiming, pngBomb } from './helpers/media-files.ts';

/** Whether a process runs (its /proc entry exists and it is not a zombie). */
function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

const smallJpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c03030' } })
    .jpeg()
    .toBuffer();

/** The bombs of issue 38, point 7: header sizes far above the limit, a few bytes each. */
const bombs = async (): Promise<[string, Buffer, string, number, number][]> => [
  ['a 12 KB PNG of 10,000 × 10,000', pngBomb(10_000, 10_000), 'image/png', 10_000, 10_000],
  // One pixel row above the limit: 6,325 × 6,325 is 40,005,625.
  ['a PNG just over the limit', pngBomb(6_325, 6_325), 'image/png', 6_325, 6_325],
  [
    'a JPEG whose frame claims 9,000 × 9,000',
    jpegClaiming(await smallJpeg(), 9_000, 9_000),
    'image/jpeg',
    9_000,
    9_000,
  ],
  // Past libvips' own default limit (268 million), which would refuse it with words of its own.
  [
    'a JPEG whose frame claims 65,000 × 65,000',
    jpegClaiming(await smallJpeg(), 65_000, 65_000),
    'image/jpeg',
    65_000,
    65_000,
  ],
];

describe('pictures are never decoded above the pixel limit', () => {
  it('cleaning (EXIF removal) and renditions refuse them from the header, in milliseconds', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000);
    for (const [what, bytes, mime, width, height] of await bombs()) {
      const started = performance.now();
      const cleaning = await cleanImage(bytes, mime).catch((e: unknown) => e);
      expect(cleaning, what).toBeInstanceOf(TooManyPixelsError);
      expect(cleaning).toMatchObject({ width, height });
      const renditions = await makeVariants(bytes).catch((e: unknown) => e);
      expect(renditions, what).toBeInstanceOf(TooManyPixelsError);
      // Decoding the 10,000 × 10,000 PNG took seconds; its header takes milliseconds.
      expect(performance.now() - started, what).toBeLessThan(500);
    }
  });

  it('still cleans and renders a picture within the limit', async () => {
    const clean = await cleanImage(await smallJpeg(), 'image/jpeg');
    expect(clean).toMatchObject({ width: 40, height: 30 });
    expect((await makeVariants(await smallJpeg())).map((v) => [v.width, v.format, v.madeWidth])).toEqual([
      [640, 'avif', 40],
      [640, 'webp', 40],
    ]);
  });
});

describe('the image worker: pictures decoded in a child process, one at a time', () => {
  let work: ImageWork | undefined;
  afterEach(() => work?.close());

  it('cleans and renders in a process of its own, one job after another, and ends when idle', async () => {
    work = new ImageWork({ idleMs: 300 });
    const jpeg = await smallJpeg();
    const jobs = await Promise.all([
      work.clean(jpeg, 'image/jpeg'),
      work.variants(jpeg),
      work.clean(pngBomb(10_000, 10_000), 'image/png').catch((e: unknown) => e),
      work.clean(jpeg, 'image/png'),
    ]);
    expect(jobs[0]).toMatchObject({ width: 40, height: 30 });
    expect(jobs[1]).toHaveLength(2);
    expect(jobs[2]).toBeInstanceOf(TooManyPixelsError);
    expect(jobs[2]).toMatchObject({ width: 10_000, height: 10_000 });
    expect((await sharp((jobs[3] as { bytes: Buffer }).bytes).metadata()).format).toBe('png');
    const pid = work.pid;
    expect(pid).toBeDefined();
    expect(pid).not.toBe(process.pid);
    expect(alive(pid)).toBe(true);
    await expect.poll(() => alive(pid), { timeout: 3000 }).toBe(false);
    expect(work.pid).toBeUndefined();
    // The next job starts another.
    await expect(work.clean(jpeg, 'image/jpeg')).resolves.toMatchObject({ width: 40 });
    expect(work.pid).not.toBe(pid);
  });

  it('fails the job whose worker dies, and the next job gets a new worker', async () => {
    work = new ImageWork();
    const jpeg = await smallJpeg();
    await work.clean(jpeg, 'image/jpeg');
    const pid = work.pid as number;
    const dying = work.clean(jpeg, 'image/jpeg');
    process.kill(pid, 'SIGKILL');
    await expect(dying).rejects.toBeInstanceOf(ImageWorkError);
    await expect(work.clean(jpeg, 'image/jpeg')).resolves.toMatchObject({ width: 40 });
    expect(work.pid).not.toBe(pid);
  });

  it('kills a job that takes too long', async () => {
    work = new ImageWork({ jobMs: 1 });
    const late = work.variants(await smallJpeg());
    await expect(late).rejects.toThrow(/more than 1 ms/);
    await expect(late).rejects.toBeInstanceOf(ImageWorkError);
    expect(work.pid).toBeUndefined();
  });

  it('says an unreadable picture is one', async () => {
    work = new ImageWork();
    const unreadable = await work.clean(Buffer.from('not a picture at all'), 'image/png').catch((e: unknown) => e);
    // The worker answered: the picture is at fault (a damaged picture), not the work.
    expect(unreadable).toBeInstanceOf(Error);
    expect(unreadable).not.toBeInstanceOf(ImageWorkError);
    await expect(work.clean(await smallJpeg(), 'image/jpeg')).resolves.toMatchObject({ width: 40 });
  });
});
