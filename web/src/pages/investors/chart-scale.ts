/** A round step (1, 2 or 5 × a power of ten) that divides `span` into about `count` parts. */
function niceStep(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * Axis ticks covering `values` and zero (bars grow from zero), at round steps: [0, 40, 80, 120, 160]
 * for values up to 137.9; a loss adds ticks below zero.
 */
export function niceTicks(values: readonly number[], count = 4): number[] {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  if (min === max) return [0, 1];
  const step = niceStep(max - min, count);
  const ticks: number[] = [];
  for (let v = Math.floor(min / step) * step; v <= Math.ceil(max / step) * step + step / 2; v += step) {
    ticks.push(Math.round(v / step) * step);
  }
  return ticks;
}
