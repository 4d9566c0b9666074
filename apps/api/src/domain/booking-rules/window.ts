import { daysBetween, instantAt, localDateOf, plusDays } from '../../lib/time';

/** A slot whose start is not after `now` cannot be booked. */
export function isPastSlot(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() <= now.getTime();
}

/**
 * A course's release (club content `release`): the last day of the booking window opens at `at` (club wall
 * clock, `HH:mm`) instead of midnight.
 */
export type WindowRelease = { at: string };

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * When the day `date` opens for booking (an instant): club-local midnight `windowDays` days before it, or,
 * with a release, that day's `at`. The release line of `date` opens then too.
 */
export function dayOpensAt(
  date: string,
  windowDays: number,
  timeZone: string,
  release?: WindowRelease | null,
): Date {
  return instantAt(plusDays(date, -windowDays), release ? minutesOf(release.at) : 0, timeZone);
}

/**
 * The last bookable club-local date at `now`: today + `windowDays`, or with a release whose time has not
 * yet come today, the day before it.
 */
export function lastBookableDate(
  now: Date,
  windowDays: number,
  timeZone: string,
  release?: WindowRelease | null,
): string {
  const today = localDateOf(now, timeZone);
  const last = plusDays(today, windowDays);
  if (!release) return last;
  return now.getTime() < dayOpensAt(last, windowDays, timeZone, release).getTime()
    ? plusDays(last, -1)
    : last;
}

/**
 * Members may book from today up to `windowDays` days ahead (club-local calendar dates): with a 30-day
 * window, today + 30 is the last bookable date. With a release of the course, that last day opens at the
 * release's time (club wall clock) instead of midnight: before it, today + 29 is the last.
 */
export function isOutsideWindow(
  slotDate: string,
  today: string,
  windowDays: number,
  release?: (WindowRelease & { now: Date; timeZone: string }) | null,
): boolean {
  const ahead = daysBetween(today, slotDate);
  if (ahead < 0 || ahead > windowDays) return true;
  if (!release || ahead < windowDays) return false;
  return release.now.getTime() < dayOpensAt(slotDate, windowDays, release.timeZone, release).getTime();
}
