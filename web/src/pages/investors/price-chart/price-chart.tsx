import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useLang } from '../../../i18n/lang-context.tsx';
import { ChoiceGroup } from '../choice-group.tsx';
import type { Labels } from '../labels.ts';
import {
  barsInRange,
  CHART_RANGES,
  type ChartBar,
  type ChartEvent,
  type ChartRange,
  dayTicks,
  dayToSeconds,
  placeEvents,
  stackMarks,
  tickLabel,
  tickUnit,
} from './chart-data.ts';
import { drawCandles, drawDayLines } from './draw-candles.ts';
import { EventTitle } from './event-title.tsx';
import { PriceTable } from './price-table.tsx';
import './price-chart.css';
import { formatNumber } from '../../../i18n/format-number.ts';

/** Red up, green down (the Chinese convention), the shades of the quote's figures. */
const UP = '#c8161d';
const DOWN = '#0a7a32';
const LINE = '#24561a';
const VOLUME = 'rgba(60, 70, 60, 0.28)';
const EX_DATE = '#8a6d00';
const PHONE_WIDTH = 600;

export type ChartStyle = 'line' | 'candles';

export interface PriceChartProps {
  /** The whole history, oldest first. */
  bars: readonly ChartBar[];
  events: readonly ChartEvent[];
  labels: Labels;
  /** The security's name, for the chart's accessible name. */
  name: string;
  /** Words under the controls: downloads of the range shown. */
  footer?: (range: { from: string; to: string }) => React.ReactNode;
}

/** The figures of one day as the readout and the keyboard's slider say them. */
function dayText(bar: ChartBar, labels: Labels): string {
  return labels('chartDay', {
    date: bar.date,
    open: bar.open.toFixed(2),
    high: bar.high.toFixed(2),
    low: bar.low.toFixed(2),
    close: bar.close.toFixed(2),
  });
}

/** Where each placed event sits across the plot, in CSS pixels from the plot's left edge. */
type EventPositions = { index: number; left: number; row: number; event: ChartEvent }[];
/** A mark's width and height, px: marks closer than this stack in rows. */
const MARK = 22;

/**
 * A security's daily history: its close as a line or each day as a candle, volume beneath, announcements as
 * flags linking to their PDFs, ex-dividend dates as dashed lines; ranges from a month to all; a readout of the
 * day under the pointer, which the arrow keys move day by day; and the same figures as a table.
 */
export default function PriceChart({ bars, events, labels, name, footer }: PriceChartProps) {
  const lang = useLang();
  const [range, setRange] = useState<ChartRange>('1Y');
  const [style, setStyle] = useState<ChartStyle>('line');
  const [width, setWidth] = useState(0);
  const [index, setIndex] = useState<number | null>(null);
  const [positions, setPositions] = useState<EventPositions>([]);
  const holder = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);

  const shown = useMemo(() => barsInRange(bars, range), [bars, range]);
  const placed = useMemo(() => placeEvents(shown, events), [shown, events]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = holder.current;
    if (!element || width === 0 || shown.length === 0) return;
    const exDays = [...placed].filter(([, list]) => list.some((e) => e.kind === 'exDate')).map(([i]) => i);
    const lows = shown.map((bar) => (style === 'candles' ? bar.low : bar.close));
    const highs = shown.map((bar) => (style === 'candles' ? bar.high : bar.close));
    const low = Math.min(...lows);
    const high = Math.max(...highs);
    const pad = Math.max((high - low) * 0.08, high * 0.005);
    const maxVolume = Math.max(1, ...shown.map((bar) => bar.volume));
    const unit = tickUnit(range);
    const place = (u: uPlot) => {
      const marks = [...placed]
        .sort(([a], [b]) => a - b)
        .flatMap(([i, list]) =>
          // On an ordinal x scale (distr 2) a day's place is its index, not its timestamp.
          list.map((event) => ({ index: i, left: u.valToPos(i, 'x') + u.over.offsetLeft, event })),
        );
      const rows = stackMarks(
        marks.map((mark) => mark.left),
        MARK,
      );
      setPositions(marks.map((mark, n) => ({ ...mark, row: rows[n] ?? 0 })));
    };
    const options: uPlot.Options = {
      width,
      height: width < PHONE_WIDTH ? 240 : 320,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: style === 'line' } },
      scales: {
        x: { time: true, distr: 2 },
        y: { range: [low - pad, high + pad] },
        // Volume fills the lowest quarter of the plot.
        volume: { range: [0, maxVolume * 4] },
      },
      axes: [
        {
          stroke: '#555',
          grid: { show: false },
          // Ticks at the first trading day of a week, month or quarter, as many as fit at 80 px apart.
          splits: () => dayTicks(shown, unit, Math.floor(width / 80)),
          values: (_u, splits) => splits.map((s) => tickLabel(new Date(s * 1000).toISOString().slice(0, 10), unit)),
        },
        {
          stroke: '#555',
          grid: { stroke: 'rgba(0,0,0,0.07)' },
          values: (_u, splits) => splits.map((s) => s.toFixed(2)),
          size: 56,
        },
      ],
      series: [
        {},
        { label: labels('close'), stroke: LINE, width: 2, show: style === 'line', points: { show: false } },
        {
          label: labels('volume'),
          scale: 'volume',
          fill: VOLUME,
          stroke: VOLUME,
          paths: uPlot.paths.bars?.({ size: [0.7, 12] }),
          points: { show: false },
        },
      ],
      hooks: {
        draw: [
          (u) => {
            if (style === 'candles') drawCandles(u, shown, { up: UP, down: DOWN });
            drawDayLines(u, exDays, EX_DATE);
          },
        ],
        setCursor: [(u) => setIndex(u.cursor.idx ?? null)],
        ready: [place],
        setSize: [place],
      },
      // Dates are days: shown as the exchange's calendar days whatever the visitor's time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    };
    const data: uPlot.AlignedData = [
      shown.map((bar) => dayToSeconds(bar.date)),
      shown.map((bar) => bar.close),
      shown.map((bar) => bar.volume),
    ];
    const chart = new uPlot(options, data, element);
    plot.current = chart;
    setIndex(null);
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [width, shown, placed, style, range, labels]);

  const last = shown.length - 1;
  const current = index ?? last;
  const bar = shown[current];

  const moveTo = (next: number) => {
    const chart = plot.current;
    const target = shown[next];
    if (!chart || !target) return;
    chart.setCursor({ left: chart.valToPos(next, 'x'), top: chart.valToPos(target.close, 'y') });
    setIndex(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = {
      ArrowLeft: current - 1,
      ArrowRight: current + 1,
      PageUp: current - 20,
      PageDown: current + 20,
      Home: 0,
      End: last,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    moveTo(Math.min(last, Math.max(0, next)));
  };

  if (shown.length === 0) return null;
  const from = shown[0]?.date ?? '';
  const to = shown[last]?.date ?? '';
  const eventsOfDay = placed.get(current) ?? [];
  const markRows = Math.max(1, ...positions.map((p) => p.row + 1));

  return (
    <div className="price-chart" lang={lang === 'en' ? 'en' : 'zh-CN'}>
      <div className="price-chart-controls">
        <ChoiceGroup
          legend={labels('chartRange')}
          options={CHART_RANGES.map((r) => ({ value: r, label: labels(`range${r}`) }))}
          value={range}
          onChange={setRange}
        />
        <ChoiceGroup
          legend={labels('chartStyle')}
          options={[
            { value: 'line', label: labels('styleLine') },
            { value: 'candles', label: labels('styleCandles') },
          ]}
          value={style}
          onChange={setStyle}
        />
      </div>
      <div className="price-chart-frame" style={{ paddingTop: markRows * MARK }}>
        {/* The plot itself is a picture for the pointer; the keyboard and screen readers move through the days
            with the slider that wraps it (arrow keys a day, Page Up/Down twenty, Home/End the ends). */}
        <div
          ref={holder}
          className="price-chart-plot"
          role="slider"
          tabIndex={0}
          aria-label={labels('chartSlider', { name })}
          aria-valuemin={0}
          aria-valuemax={last}
          aria-valuenow={current}
          aria-valuetext={bar ? dayText(bar, labels) : ''}
          onKeyDown={onKeyDown}
        />
        <div className="price-chart-events" style={{ height: markRows * MARK }}>
          {positions.map(({ index: i, left, row, event }) =>
            event.kind === 'announcement' ? (
              <a
                key={`${event.kind}-${event.date}-${event.title}`}
                className="price-chart-flag"
                style={{ left, top: row * MARK }}
                href={event.href}
                target="_blank"
                rel="noopener"
                data-index={i}
              >
                <span aria-hidden="true">{labels('flagMark')}</span>
                <span className="visually-hidden">
                  {labels('chartAnnouncement', { date: event.date })}
                  <EventTitle event={event} />
                  {labels('opensPdf')}
                </span>
              </a>
            ) : (
              <span
                key={`${event.kind}-${event.date}`}
                className="price-chart-ex"
                style={{ left, top: row * MARK }}
                data-index={i}
              >
                <span aria-hidden="true">{labels('exMark')}</span>
                <span className="visually-hidden">
                  {event.date} <EventTitle event={event} />
                </span>
              </span>
            ),
          )}
        </div>
      </div>
      {bar && (
        <p className="price-chart-readout" data-testid="chart-readout">
          <span className="price-chart-readout-day">{dayText(bar, labels)}</span>
          <span>{labels('chartVolume', { volume: formatNumber(bar.volume) })}</span>
          {eventsOfDay.map((event) => (
            <span key={`${event.kind}-${event.title}`} className="price-chart-readout-event">
              <EventTitle event={event} />
            </span>
          ))}
        </p>
      )}
      {footer?.({ from, to })}
      <PriceTable bars={shown} placed={placed} labels={labels} name={name} />
    </div>
  );
}
