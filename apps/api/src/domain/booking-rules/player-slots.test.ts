import { describe, expect, it } from 'vitest';
import { dayLimitRefusal, remainingPlayerSlots } from './player-slots';

describe('player slots', () => {
  it('counts down from the package players per day and never goes negative', () => {
    expect(remainingPlayerSlots(8, 0)).toBe(8);
    expect(remainingPlayerSlots(8, 6)).toBe(2);
    expect(remainingPlayerSlots(8, 9)).toBe(0);
  });

  it('refuses a party bigger than the slots left, then too many bookings', () => {
    const limits = { playersPerDay: 8, bookingsPerDay: 3 };
    expect(dayLimitRefusal(limits, { players: 6, bookings: 2 }, 2)).toBeNull();
    expect(dayLimitRefusal(limits, { players: 6, bookings: 2 }, 3)).toBe('no_player_slots');
    expect(dayLimitRefusal(limits, { players: 3, bookings: 3 }, 1)).toBe('no_bookings_left');
    expect(
      dayLimitRefusal({ playersPerDay: 12, bookingsPerDay: 3 }, { players: 8, bookings: 2 }, 4),
    ).toBeNull();
  });
});
