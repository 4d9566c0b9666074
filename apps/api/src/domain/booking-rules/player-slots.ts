/** Package limit "players per day": how many more players the member may book on one day. */
export function remainingPlayerSlots(playersPerDay: number, playersBookedThatDay: number): number {
  return Math.max(0, playersPerDay - playersBookedThatDay);
}

export type DayLimits = { playersPerDay: number; bookingsPerDay: number };
export type DayUsage = { players: number; bookings: number };

export type DayLimitRefusal = 'no_player_slots' | 'no_bookings_left';

/** Whether one more booking of `party` players fits the member's package limits for that day. */
export function dayLimitRefusal(limits: DayLimits, used: DayUsage, party: number): DayLimitRefusal | null {
  if (remainingPlayerSlots(limits.playersPerDay, used.players) < party) return 'no_player_slots';
  if (used.bookings >= limits.bookingsPerDay) return 'no_bookings_left';
  return null;
}
