import sharp from 'sharp';

export interface PixelDiff {
  /** Pixels whose colour differs in any channel by more than the tolerance. */
  differing: number;
  total: number;
  /** The two pictures' sizes differ: every pixel counts as changed. */
  sizeChanged: boolean;
}

/** Channel differences up to this are antialiasing noise, not a change anyone sees. */
const TOLERANCE = 8;

/** Compares two PNG screenshots pixel by pixel (RGBA, decoded with sharp). */
export async function pixelDiff(a: Buffer, b: Buffer): Promise<PixelDiff> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!left || !right) throw new Error('no picture');
  const total = left.info.width * left.info.height;
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) {
    return { differing: Math.max(total, right.info.width * right.info.height), total, sizeChanged: true };
  }
  let differing = 0;
  for (let i = 0; i < left.data.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((left.data[i + c] ?? 0) - (right.data[i + c] ?? 0)) > TOLERANCE) {
        differing++;
        break;
      }
    }
  }
  return { differing, total, sizeChanged: false };
}
