import type { PremiumDay } from '../market-math/bond-conversion.ts';

const WIDTH = 600;
const HEIGHT = 120;

/**
 * The conversion premium over time as a line (a picture: its figures are in the table beside it), with the
 * zero line when the premium crossed it.
 */
export function PremiumLine({ days, label }: { days: readonly PremiumDay[]; label: string }) {
  if (days.length < 2) return null;
  const values = days.map((d) => d.premium);
  const low = Math.min(0, ...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => (i / (days.length - 1)) * WIDTH;
  const y = (v: number) => HEIGHT - ((v - low) / span) * HEIGHT;
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      className="premium-line"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <line x1="0" x2={WIDTH} y1={y(0)} y2={y(0)} className="premium-line-zero" />
      <polyline points={points} fill="none" className="premium-line-path" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}
