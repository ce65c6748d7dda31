import { describe, expect, it } from 'vitest';
import { answered200, checkNoLoss, connectionErrors } from './no-loss.ts';

const clean = { answered200: 1000, rowsAdded: 1000, connections: 50, non2xx: 0, connectionErrors: 0 };

describe('answered200', () => {
  it("is wrk's requests less its non-2xx", () => {
    expect(answered200({ requests: 1200, non2xx: 3 })).toBe(1197);
  });
});

describe('connectionErrors', () => {
  it('counts connect, read and write errors, not timeouts (slow answers that still arrive)', () => {
    expect(connectionErrors({ socketErrors: 12, timeouts: 12 })).toBe(0);
    expect(connectionErrors({ socketErrors: 12, timeouts: 10 })).toBe(2);
  });
});

describe('checkNoLoss', () => {
  it('passes when every answer 200 has its row', () => {
    expect(checkNoLoss(clean)).toEqual({ ok: true, missing: 0, unseen: 0, unseenAllowed: 50, refused: 0 });
  });

  it('fails on a single answer 200 without a row', () => {
    expect(checkNoLoss({ ...clean, rowsAdded: 999 })).toMatchObject({ ok: false, missing: 1, unseen: 0 });
  });

  it('allows one stored report per connection that wrk stopped before reading, and no more', () => {
    expect(checkNoLoss({ ...clean, rowsAdded: 1050 })).toMatchObject({ ok: true, unseen: 50 });
    expect(checkNoLoss({ ...clean, rowsAdded: 1051 })).toMatchObject({ ok: false, unseen: 51 });
  });

  it('allows one more per broken connection, but fails the run for the broken connection itself', () => {
    const check = checkNoLoss({ ...clean, rowsAdded: 1052, connectionErrors: 2 });
    expect(check).toMatchObject({ missing: 0, unseen: 52, unseenAllowed: 52, refused: 2, ok: false });
  });

  it('fails when a submission was answered anything but 200', () => {
    expect(checkNoLoss({ ...clean, non2xx: 1 })).toMatchObject({ ok: false, refused: 1, missing: 0 });
  });
});
