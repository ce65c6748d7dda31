import { formatQueryCode, parseQueryCode } from '@muyuan/contract/query-code';
import { median } from '../lib/median.ts';

/** The three kinds of code a lookup is timed with. */
export type LookupKind = 'hit' | 'unknown' | 'malformed';
export const LOOKUP_KINDS: readonly LookupKind[] = ['hit', 'unknown', 'malformed'];

/** The status each kind must answer: the report, `unknown_code`, `malformed_code`. */
export const EXPECTED_STATUS: Readonly<Record<LookupKind, number>> = { hit: 200, unknown: 404, malformed: 400 };

export interface LatencySummary {
  count: number;
  minMs: number;
  medianMs: number;
  /** Nearest rank: the smallest time at least 95% of the lookups took no longer than. */
  p95Ms: number;
  maxMs: number;
}

export function latencySummary(durationsMs: readonly number[]): LatencySummary {
  if (durationsMs.length === 0) throw new Error('no lookups to summarise');
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const rank = Math.ceil(0.95 * sorted.length);
  return {
    count: sorted.length,
    minMs: sorted[0] as number,
    medianMs: median(sorted),
    p95Ms: sorted[rank - 1] as number,
    maxMs: sorted[sorted.length - 1] as number,
  };
}

/** The fixed time of every lookup answer: no sooner than the server's window, and at most `slackMs` later. */
export interface LookupWindow {
  fromMs: number;
  toMs: number;
}

export function lookupWindow(windowMs: number, slackMs: number): LookupWindow {
  return { fromMs: windowMs, toMs: windowMs + slackMs };
}

/** The lookups that answered outside the window (bounds included in it). */
export function outsideWindow(durationsMs: readonly number[], window: LookupWindow): number[] {
  return durationsMs.filter((ms) => ms < window.fromMs || ms > window.toMs);
}

/** How far apart two series' median times are (hits and unknown codes: the target is set on it). */
export function mediansApart(a: readonly number[], b: readonly number[]): number {
  return Math.abs(median(a) - median(b));
}

/** A well-formed code no report has: 120 random bits written as a query code (check symbol right). */
export function unknownCode(randomBytes: Uint8Array): string {
  return formatQueryCode(randomBytes);
}

/**
 * Codes the server refuses before any lookup (400 `malformed_code`), in turn: a real code with one
 * symbol mistyped (its check symbol catches it), a code cut short, and words.
 */
export function malformedCodes(validCode: string): string[] {
  const first = validCode[0] ?? '0';
  const typo = `${first === 'A' ? 'B' : 'A'}${validCode.slice(1)}`;
  return [typo, validCode.slice(0, 14), 'not a query code'];
}

/** Checks that malformedCodes really are malformed, so a change of the code format cannot turn them into lookups. */
export function assertMalformed(codes: readonly string[]): void {
  for (const code of codes) {
    if (parseQueryCode(code).ok) throw new Error(`${code} reads as a valid query code`);
  }
}
