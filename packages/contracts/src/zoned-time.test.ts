import { describe, expect, it } from 'vitest';
import { wallClockDate, wallClockIn, wallClockWeekday } from './zoned-time';

describe('the wall clock in a club’s zone', () => {
  it('reads the local date and weekday either side of midnight and of a clock change', () => {
    // 23:30 UTC on Saturday 28 March 2026 is 23:30 in London (GMT) but already Sunday in Paris (CET).
    const ms = Date.UTC(2026, 2, 28, 23, 30);
    const london = wallClockIn(ms, 'Europe/London', null);
    const paris = wallClockIn(ms, 'Europe/Paris', null);
    expect([wallClockDate(london), wallClockWeekday(london), london.hour]).toEqual(['2026-03-28', 6, 23]);
    expect([wallClockDate(paris), wallClockWeekday(paris), paris.hour]).toEqual(['2026-03-29', 0, 0]);
    // After the clocks go forward (01:00 UTC on the 29th), London is an hour ahead of UTC.
    const summer = wallClockIn(Date.UTC(2026, 2, 29, 1, 15), 'Europe/London', null);
    expect([wallClockDate(summer), summer.hour, summer.minute]).toEqual(['2026-03-29', 2, 15]);
  });

  it('pads a date to YYYY-MM-DD', () => {
    expect(wallClockDate({ year: 2027, month: 1, day: 5, hour: 0, minute: 0, second: 0 })).toBe('2027-01-05');
  });
});
