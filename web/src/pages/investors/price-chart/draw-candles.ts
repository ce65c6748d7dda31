import type uPlot from 'uplot';
import type { ChartBar } from './chart-data.ts';

export interface CandleColours {
  up: string;
  down: string;
}

/**
 * Draws each visible day as a candle: a wick from low to high and a body from open to close, red when it
 * closed at or above its open and green below (the Chinese convention), on the price scale `y`.
 */
export function drawCandles(u: uPlot, bars: readonly ChartBar[], colours: CandleColours): void {
  const { ctx } = u;
  const first = u.series[0]?.idxs?.[0] ?? 0;
  const last = u.series[0]?.idxs?.[1] ?? bars.length - 1;
  const step = u.bbox.width / Math.max(1, last - first + 1);
  const body = Math.max(1, Math.min(step * 0.7, 14 * devicePixelRatio));
  ctx.save();
  ctx.beginPath();
  ctx.rect(u.bbox.left, u.bbox.top, u.bbox.width, u.bbox.height);
  ctx.clip();
  for (let i = first; i <= last; i++) {
    const bar = bars[i];
    if (!bar) continue;
    // On an ordinal x scale a day's place is its index.
    const cx = Math.round(u.valToPos(i, 'x', true));
    const y = (value: number) => Math.round(u.valToPos(value, 'y', true));
    ctx.fillStyle = ctx.strokeStyle = bar.close >= bar.open ? colours.up : colours.down;
    ctx.lineWidth = Math.max(1, devicePixelRatio);
    ctx.beginPath();
    ctx.moveTo(cx, y(bar.high));
    ctx.lineTo(cx, y(bar.low));
    ctx.stroke();
    const top = y(Math.max(bar.open, bar.close));
    const height = Math.max(1, y(Math.min(bar.open, bar.close)) - top);
    ctx.fillRect(cx - body / 2, top, body, height);
  }
  ctx.restore();
}

/** A dashed vertical line at each index, across the plot (the ex-dividend dates). */
export function drawDayLines(u: uPlot, indexes: readonly number[], colour: string): void {
  const { ctx } = u;
  ctx.save();
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, devicePixelRatio);
  ctx.setLineDash([4 * devicePixelRatio, 4 * devicePixelRatio]);
  for (const index of indexes) {
    const cx = Math.round(u.valToPos(index, 'x', true)) + 0.5;
    ctx.beginPath();
    ctx.moveTo(cx, u.bbox.top);
    ctx.lineTo(cx, u.bbox.top + u.bbox.height);
    ctx.stroke();
  }
  ctx.restore();
}
