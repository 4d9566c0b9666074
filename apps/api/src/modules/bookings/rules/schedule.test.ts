import { describe, expect, it } from 'vitest';
import { bookingTypeOf, isScheduledStart, slotMinutes } from './schedule';

describe('schedule', () => {
  const s = { firstStartMinute: 7 * 60, lastStartMinute: 8 * 60, intervalMinutes: 20, capacity: 4 };

  it('lists every start from first to last by the interval', () => {
    expect(slotMinutes(s)).toEqual([420, 440, 460, 480]);
  });

  it('knows which minutes are starts', () => {
    expect(isScheduledStart(s, 440)).toBe(true);
    expect(isScheduledStart(s, 450)).toBe(false);
    expect(isScheduledStart(s, 500)).toBe(false);
  });

  it('maps facility types to booking types; a gym is not bookable', () => {
    expect([0, 1, 2, 3, 4].map(bookingTypeOf)).toEqual([0, 1, null, 2, 4]);
  });
});
