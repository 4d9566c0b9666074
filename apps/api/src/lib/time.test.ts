import { describe, expect, it } from 'vitest';
import { instantAt, instantsAt, localParts } from './time';

describe('club-local time', () => {
  it('converts London wall-clock times to UTC in summer and winter', () => {
    expect(instantAt('2026-07-01', 600, 'Europe/London').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantAt('2026-12-01', 600, 'Europe/London').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(localParts(new Date('2026-07-01T09:00:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      dayOfWeek: 3,
      minuteOfDay: 600,
      month: 7,
    });
  });

  it('steps many starts of a day the same way as converting each, across a DST change too', () => {
    const minutes = [0, 30, 60, 90, 120, 150, 180, 420, 430];
    for (const date of ['2026-07-01', '2026-03-29', '2026-10-25']) {
      expect(instantsAt(date, minutes, 'Europe/London')).toEqual(
        minutes.map((m) => instantAt(date, m, 'Europe/London')),
      );
    }
  });
});
