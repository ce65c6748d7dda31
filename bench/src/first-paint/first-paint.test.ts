import { describe, expect, it } from 'vitest';
import {
  FIRST_PAINT_LIMIT_BYTES,
  firstPaintOf,
  INITIAL_WINDOW_BYTES,
  renderBlockingOf,
  slowStartRounds,
} from './first-paint.ts';

describe('slow start', () => {
  it('carries the first window in one round trip, then doubles it each round', () => {
    expect(slowStartRounds(1)).toBe(1);
    expect(slowStartRounds(INITIAL_WINDOW_BYTES)).toBe(1);
    expect(slowStartRounds(INITIAL_WINDOW_BYTES + 1)).toBe(2);
    expect(slowStartRounds(3 * INITIAL_WINDOW_BYTES)).toBe(2);
    expect(slowStartRounds(3 * INITIAL_WINDOW_BYTES + 1)).toBe(3);
    expect(FIRST_PAINT_LIMIT_BYTES).toBeLessThanOrEqual(INITIAL_WINDOW_BYTES);
  });
});

describe('what holds the first paint back', () => {
  it('names the head’s screen style sheets and classic scripts, not print sheets, preloads, modules or the body’s', () => {
    const html =
      '<html><head><link rel="stylesheet" crossorigin href="/a.css"><link rel="preload" as="style" href="/b.css">' +
      '<link rel="stylesheet" media="print" href="/c.css"><script src="/d.js"></script><script type="module" src="/e.js"></script>' +
      '<script defer src="/f.js"></script><style>p{}</style></head><body><link rel="stylesheet" href="/g.css"></body></html>';
    expect(renderBlockingOf(html)).toEqual(['/a.css', '/d.js']);
  });

  it('counts one round trip for a page that fits the first window and blocks on nothing', () => {
    expect(firstPaintOf('/', 'phone', 13_000, [])).toMatchObject({ blockingBytes: 0, roundTrips: 1 });
    const blocked = firstPaintOf('/', 'desktop', 10_000, [{ url: '/a.css', bytes: 13_000 }]);
    expect(blocked).toMatchObject({ blocking: ['/a.css'], blockingBytes: 13_000, roundTrips: 2 });
  });
});
