import { describe, expect, it } from 'vitest';
import { lastBookableDate } from './get-booking-window';

describe('last bookable date', () => {
  it('adds the club window to today, across month and year ends', () => {
    expect(lastBookableDate('2026-05-10', 30)).toBe('2026-06-09');
    expect(lastBookableDate('2026-12-20', 14)).toBe('2027-01-03');
    expect(lastBookableDate('2026-05-10', 0)).toBe('2026-05-10');
  });
});
