import { instantAt, localParts } from '../../lib/time';
import { type Season, seasonOf } from './pricing';

/** A later night of a stay: its check-in instant (the same local time) and what picks its tee sheet. */
export type StayNight = { startsAt: Date; date: string; season: Season; dayOfWeek: number };

/**
 * The nights after the first of a stay checking in at `startsAt`: each holds a room from the same local
 * check-in time on the following dates, so a stay takes its place on every night, not only the first.
 */
export function laterNights(startsAt: Date, timeZone: string, nights: number): StayNight[] {
  // Every slot of every listing asks: a one-night stay (or no stay) needs no zone arithmetic.
  if (nights <= 1) return [];
  const { date, minuteOfDay } = localParts(startsAt, timeZone);
  const first = Date.parse(`${date}T12:00:00Z`);
  return Array.from({ length: nights - 1 }, (_, i) => {
    const calendar = new Date(first + (i + 1) * 86_400_000);
    const day = calendar.toISOString().slice(0, 10);
    return {
      startsAt: instantAt(day, minuteOfDay, timeZone),
      date: day,
      season: seasonOf(calendar.getUTCMonth() + 1),
      dayOfWeek: calendar.getUTCDay(),
    };
  });
}
