import { describe, expect, it } from 'vitest';
import { laterNights } from './stay';

describe('laterNights', () => {
  it('holds the same local check-in time on each following date, across the clocks going back', () => {
    // Check in 15:00 BST on Saturday 24 October 2026; the clocks go back overnight into the 25th.
    const nights = laterNights(new Date('2026-10-24T14:00:00Z'), 'Europe/London', 3);
    expect(nights.map((n) => n.startsAt.toISOString())).toEqual([
      '2026-10-25T15:00:00.000Z',
      '2026-10-26T15:00:00.000Z',
    ]);
    expect(nights.map((n) => [n.date, n.dayOfWeek, n.season])).toEqual([
      ['2026-10-25', 0, 'winter'],
      ['2026-10-26', 1, 'winter'],
    ]);
  });

  it('has no later nights for a one-night stay', () => {
    expect(laterNights(new Date('2026-12-03T15:00:00Z'), 'Europe/London', 1)).toEqual([]);
  });
});
