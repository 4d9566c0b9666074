import { describe, expect, it } from 'vitest';
import { bookingTypeOf, isScheduledStart, slotMinutes } from './schedule';

describe('schedule', () => {
  const s = { firstStartMinute: 7 * 60, lastStartMinute: 8 * 60, intervalMinutes: 20, capacity: 4 };

  it('lists every start from first to last by the interval', () => {
    expect(slotMinutes(s)).toEqual([420, 440, 460, 480]);
  });

  it('knows which minutes are starts, the first and last included', () => {
    expect([400, 419, 420, 440, 450, 480, 481, 500].map((m) => isScheduledStart(s, m))).toEqual([
      false,
      false,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
  });

  it('counts the interval from the first start, not from midnight', () => {
    const offGrid = { ...s, firstStartMinute: 7 * 60 + 5 };
    expect(slotMinutes(offGrid)).toEqual([425, 445, 465]);
    for (const m of [425, 445, 465]) expect(isScheduledStart(offGrid, m)).toBe(true);
    for (const m of [420, 440, 460, 480]) expect(isScheduledStart(offGrid, m)).toBe(false);
  });

  it('maps facility types to booking types; a gym is not bookable', () => {
    expect([0, 1, 2, 3, 4].map(bookingTypeOf)).toEqual([0, 1, null, 2, 4]);
  });
});
