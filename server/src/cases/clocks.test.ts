import { describe, expect, it } from 'vitest';
import { caseClocks, DAY_MS, overdueIfReceivedBefore } from './clocks.ts';

const settings = { acknowledgeDays: 7, feedbackDays: 90, retentionDays: 1095 };
const received = '2026-01-31T16:00:00.000Z';
const at = (days: number, ms = 0) => Date.parse(received) + days * DAY_MS + ms;
const open = { receivedAt: received, acknowledgedAt: null, feedbackAt: null, closedAt: null };

describe('case clocks', () => {
  it('counts whole days left and is overdue only after the deadline', () => {
    expect(caseClocks(open, settings, at(0)).acknowledge).toEqual({
      by: '2026-02-07T16:00:00.000Z',
      daysLeft: 7,
      overdue: false,
    });
    expect(caseClocks(open, settings, at(7)).acknowledge).toMatchObject({ daysLeft: 0, overdue: false });
    expect(caseClocks(open, settings, at(7, 1)).acknowledge).toMatchObject({ daysLeft: -1, overdue: true });
    expect(caseClocks(open, settings, at(90)).feedback).toMatchObject({
      by: '2026-05-01T16:00:00.000Z',
      overdue: false,
    });
    expect(caseClocks(open, settings, at(90, 1)).feedback.overdue).toBe(true);
  });

  it('stops each clock at its act, and both at closing', () => {
    const acknowledged = caseClocks({ ...open, acknowledgedAt: received }, settings, at(100));
    expect(acknowledged.acknowledge).toMatchObject({ daysLeft: null, overdue: false });
    expect(acknowledged.feedback.overdue).toBe(true);
    const answered = caseClocks({ ...open, feedbackAt: received }, settings, at(100));
    expect(answered.feedback).toMatchObject({ daysLeft: null, overdue: false });
    const closed = caseClocks({ ...open, closedAt: received }, settings, at(100));
    expect([closed.acknowledge.overdue, closed.feedback.overdue]).toEqual([false, false]);
  });

  it('gives the receipt time before which a clock is past due (the SQL filter)', () => {
    expect(overdueIfReceivedBefore(7, at(7, 1)) > received).toBe(true);
    expect(overdueIfReceivedBefore(7, at(7))).toBe(received);
  });
});
