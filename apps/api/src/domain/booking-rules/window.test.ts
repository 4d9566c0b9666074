import { describe, expect, it } from 'vitest';
import { isOutsideWindow, isPastSlot } from './window';

describe('booking window', () => {
  const now = new Date('2026-05-10T09:00:00Z');

  it('treats a start at or before now as past', () => {
    expect(isPastSlot(new Date('2026-05-10T08:59:00Z'), now)).toBe(true);
    expect(isPastSlot(now, now)).toBe(true);
    expect(isPastSlot(new Date('2026-05-10T09:01:00Z'), now)).toBe(false);
  });

  it('allows today up to today + windowDays', () => {
    expect(isOutsideWindow('2026-05-10', '2026-05-10', 30)).toBe(false);
    expect(isOutsideWindow('2026-06-09', '2026-05-10', 30)).toBe(false);
    expect(isOutsideWindow('2026-06-10', '2026-05-10', 30)).toBe(true);
    expect(isOutsideWindow('2026-05-09', '2026-05-10', 30)).toBe(true);
  });

  it('uses the club window: 60 days for Grove terms, 14 for another club', () => {
    expect(isOutsideWindow('2026-07-09', '2026-05-10', 60)).toBe(false);
    expect(isOutsideWindow('2026-05-25', '2026-05-10', 14)).toBe(true);
  });
});
