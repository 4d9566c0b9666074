import { daysBetween } from '../../lib/time';

/** A slot whose start is not after `now` cannot be booked. */
export function isPastSlot(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/**
 * Members may book from today up to `windowDays` days ahead (club-local calendar dates): with a 30-day
 * window, today + 30 is the last bookable date.
 */
export function isOutsideWindow(slotDate: string, today: string, windowDays: number): boolean {
  const ahead = daysBetween(today, slotDate);
  return ahead < 0 || ahead > windowDays;
}
