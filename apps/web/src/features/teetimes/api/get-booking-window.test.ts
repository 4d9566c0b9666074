import { describe, expect, it } from 'vitest';
import { lastBookableDate, lastOfferedDate } from './get-booking-window';

describe('last bookable date', () => {
  it('adds the club window to today, across month and year ends', () => {
    expect(lastBookableDate('2026-05-10', 30)).toBe('2026-06-09');
    expect(lastBookableDate('2026-12-20', 14)).toBe('2027-01-03');
    expect(lastBookableDate('2026-05-10', 0)).toBe('2026-05-10');
  });
});

describe('last offered date', () => {
  const justAfterMidnight = { at: '00:05', lineOpensMinutesBefore: 15 };
  const at = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

  it('is the last bookable date without a release, or with one whose line gathers on its own day', () => {
    expect(lastOfferedDate('2026-12-20', 14, undefined, at('23:59'))).toBe('2027-01-03');
    expect(lastOfferedDate('2026-12-20', 14, { at: '19:00', lineOpensMinutesBefore: 15 }, at('23:59'))).toBe(
      '2027-01-03',
    );
    expect(lastOfferedDate('2026-12-20', 14, { at: '00:15', lineOpensMinutesBefore: 15 }, at('23:59'))).toBe(
      '2027-01-03',
    );
  });

  it("offers tomorrow's opening day once its line gathers before midnight, not before", () => {
    expect(lastOfferedDate('2026-12-20', 14, justAfterMidnight, at('23:49'))).toBe('2027-01-03');
    expect(lastOfferedDate('2026-12-20', 14, justAfterMidnight, at('23:50'))).toBe('2027-01-04');
    expect(lastOfferedDate('2026-12-20', 14, justAfterMidnight, at('23:59'))).toBe('2027-01-04');
    // After midnight today's opening is today's own: the window's last day, as usual.
    expect(lastOfferedDate('2026-12-21', 14, justAfterMidnight, at('00:01'))).toBe('2027-01-04');
  });
});
