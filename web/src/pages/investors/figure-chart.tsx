import { useId } from 'react';
import { useT } from '../../i18n/t.ts';
import { niceTicks } from './chart-scale.ts';
import { formatScaled, type ReportScale } from './report-scale.ts';
import './figure-chart.css';

export interface ChartPoint {
  year: number;
  value: number;
}

/** The words around the chart, in the page's language. */
export interface ChartWords {
  /** The chart's title, with the unit its values are in: "营业收入（亿元）", "Revenue (RMB million)". */
  title: string;
  /** The line under the chart: "单位：亿元", "In RMB million". */
  caption: string;
  /** One value as the text alternative reads it: "1,379.47亿元", "RMB 137,947 million". */
  value: (figure: string) => string;
  /** How a year is read out in the text alternative: "2021年度", "FY2021". */
  year: (year: number) => string;
  /** Between the years in the text alternative: "；", "; ". */
  separator: string;
}

interface Props {
  points: readonly ChartPoint[];
  /** The scale the values are shown in, the one the key-figures table uses. */
  scale: ReportScale;
  words: ChartWords;
}

const WIDTH = 560;
const HEIGHT = 300;
const PAD = { top: 30, right: 12, bottom: 34 };
/** Room per character of an axis label (sized for the larger labels of phones). */
const CHAR_WIDTH = 10;

/**
 * One figure across the years as bars, drawn by hand in SVG (no chart library): bars grow from zero
 * (a loss goes below it), each with its value, the years under them and a value axis on the left.
 * Values are in the table's scale, named under the chart. Screen readers get every value as the
 * chart's text alternative.
 */
export function FigureChart({ points, scale, words }: Props) {
  const t = useT();
  const titleId = useId();
  const descId = useId();
  const scaled = points.map((p) => ({ ...p, shown: p.value / scale.divisor }));
  const ticks = niceTicks(scaled.map((p) => p.shown));
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const tickLabels = ticks.map((t) => formatScaled(t, 0));
  const value = (shown: number) => formatScaled(shown, scale.decimals);
  const left = 14 + CHAR_WIDTH * Math.max(...tickLabels.map((l) => l.length));
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((high - v) / (high - low)) * plotHeight;
  const slot = (WIDTH - left - PAD.right) / Math.max(1, scaled.length);
  const barWidth = Math.min(56, slot * 0.58);
  return (
    <figure className="figure-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="figure-chart-svg"
      >
        <title id={titleId}>{words.title}</title>
        <desc id={descId}>
          {scaled
            .map((p) => t('labelled', { label: words.year(p.year), value: words.value(value(p.shown)) }))
            .join(words.separator)}
        </desc>
        {ticks.map((t, i) => (
          <g key={t} className="chart-tick" data-zero={t === 0}>
            <line x1={left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} />
            <text x={left - 8} y={y(t)} dy="0.35em" textAnchor="end">
              {tickLabels[i]}
            </text>
          </g>
        ))}
        {scaled.map((p, i) => {
          const centre = left + slot * i + slot / 2;
          const top = y(Math.max(0, p.shown));
          const height = Math.max(1, Math.abs(y(p.shown) - y(0)));
          const negative = p.shown < 0;
          return (
            <g key={p.year} className="chart-bar" data-negative={negative} data-latest={i === scaled.length - 1}>
              <rect x={centre - barWidth / 2} y={top} width={barWidth} height={height} rx="3" />
              <text
                className="chart-value"
                x={centre}
                y={negative ? y(p.shown) + 16 : y(p.shown) - 7}
                textAnchor="middle"
              >
                {value(p.shown)}
              </text>
              <text className="chart-year" x={centre} y={HEIGHT - 10} textAnchor="middle">
                {p.year}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="figure-chart-caption">{words.caption}</figcaption>
    </figure>
  );
}
