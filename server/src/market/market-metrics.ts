import { Counter, Gauge } from 'prom-client';
import { registry } from '../http/metrics-registry.ts';

/** How each poll of the quote feed ended (standby and outside-hours ticks ask nothing and are not counted). */
export const quotePolls = new Counter({
  name: 'market_quote_polls_total',
  help: 'Polls of the live quote feed, by outcome (ok, rejected, garbage, timeout, unreachable)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

let lastGoodAt: number | undefined;

/** A good quote was stored now (the gauge measures from here). */
export function markGoodQuote(at: number): void {
  lastGoodAt = at;
}

new Gauge({
  name: 'market_quote_age_seconds',
  help: 'Seconds since this instance last stored a good quote from the feed (NaN on an instance that has not: another polls, or the feed never answered)',
  registers: [registry],
  collect() {
    // Not 0 (which reads as fresh): an instance that never stored a quote has no age to tell.
    this.set(lastGoodAt === undefined ? Number.NaN : (Date.now() - lastGoodAt) / 1000);
  },
});
