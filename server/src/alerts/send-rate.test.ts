import { describe, expect, it } from 'vitest';
import { EvenTurns, GIVE_UP_AFTER_MS, RateBucket, RETRY_MAX_MS, retryDelay } from './send-rate.ts';

describe('the rate of alert mail', () => {
  it('lets a second’s worth go at once, then as many as the minute allows', () => {
    const bucket = new RateBucket(600, 0);
    expect(bucket.available(0)).toBe(10);
    bucket.take(10);
    expect(bucket.available(500)).toBe(5);
    bucket.take(5);
    // A quiet minute saves up no more than one second's worth.
    expect(bucket.available(60_500)).toBe(10);
  });

  it('lets one a second go at 60 a minute, and at least one at a lower rate once it is due', () => {
    const bucket = new RateBucket(60, 0);
    expect(bucket.available(0)).toBe(1);
    bucket.take(1);
    expect(bucket.available(999)).toBe(0);
    expect(bucket.available(1000)).toBe(1);
    const slow = new RateBucket(6, 0);
    slow.take(slow.available(0));
    expect(slow.available(9_999)).toBe(0);
    expect(slow.available(10_000)).toBe(1);
  });
});

describe('a tick’s mails at even intervals', () => {
  /**
   * When each of `count` turns came, in ms from the turns' start (the turns count from their making: a
   * first turn that came late, on a busy loop, does not move the others).
   */
  const turnTimes = async (make: () => EvenTurns, count: number) => {
    const start = performance.now();
    const turns = make();
    const at: number[] = [];
    for (let i = 0; i < count; i++) {
      await turns.next();
      at.push(performance.now() - start);
    }
    return at;
  };

  it('spaces turns by the rate’s interval: 100 ms at 600 a minute', async () => {
    const times = await turnTimes(() => new EvenTurns(600, 750, 4), 4);
    for (const [i, t] of times.entries()) {
      // Timers fire at the asked time (Node rounds to whole ms, so up to 2 ms early by performance.now())
      // and on a quiet loop soon after.
      expect(t).toBeGreaterThanOrEqual(i * 100 - 2);
      expect(t).toBeLessThan(i * 100 + 60);
    }
  });

  it('shortens the interval so that the tick’s turns fit in its share of the tick', async () => {
    // At 6 a minute the interval would be 10 s; three turns in 300 ms are 100 ms apart.
    const times = await turnTimes(() => new EvenTurns(6, 300, 3), 3);
    expect(times[2]).toBeGreaterThanOrEqual(198);
    expect(times[2]).toBeLessThan(260);
  });
});

describe('the waits between tries of a mail refused for now', () => {
  it('double from a minute up to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => retryDelay(n))).toEqual(
      [1, 2, 4, 8, 16, 32, 60, 60].map((minutes) => minutes * 60_000),
    );
  });

  it('give up once the waits would add up to more than a day', () => {
    // 63 minutes for the first six, then an hour each: the 28th wait ends 23 h 3 min in, a 29th would pass 24 h.
    expect(retryDelay(28)).toBe(RETRY_MAX_MS);
    expect(retryDelay(29)).toBeNull();
    const waited = Array.from({ length: 28 }, (_, i) => retryDelay(i + 1) ?? 0).reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThanOrEqual(GIVE_UP_AFTER_MS);
    expect(waited + RETRY_MAX_MS).toBeGreaterThan(GIVE_UP_AFTER_MS);
  });
});
