import type { ReleaseEntry } from '@fairway/contracts';
import { addDays, wallClockIn } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';

/** Members book from today up to today + the club's BookingWindowDays (club-local calendar dates). */
export function lastBookableDate(today: string, bookingWindowDays: number): string {
  return addDays(today, bookingWindowDays);
}

const MINUTES_A_DAY = 1440;

/**
 * The last date the tee-time screen offers: the last bookable date, or, while the line of a release just
 * after midnight is already gathering the evening before (00:05, gathering from 23:50), the day that
 * opening releases, tomorrow's last day, so the member can reach its line. `nowMinute` is the club's
 * wall-clock minute of the day.
 */
export function lastOfferedDate(
  today: string,
  bookingWindowDays: number,
  release: Pick<ReleaseEntry, 'at' | 'lineOpensMinutesBefore'> | undefined,
  nowMinute: number,
): string {
  const last = lastBookableDate(today, bookingWindowDays);
  if (!release) return last;
  const [hours, minutes] = release.at.split(':').map(Number);
  const gathers = (hours ?? 0) * 60 + (minutes ?? 0) - release.lineOpensMinutesBefore;
  // A gathering that starts before midnight starts on the evening before the opening's own day.
  return gathers < 0 && nowMinute >= MINUTES_A_DAY + gathers ? addDays(last, 1) : last;
}

/**
 * The last date the screen offers (see `lastOfferedDate`), from the club details (cached by TanStack Query,
 * shared with the screen). `today` must be today in the club's time zone; undefined until both are known,
 * and while the club's content (its releases) is still being read: a date past today's window must not be
 * corrected before the content says whether a line gathers for it.
 */
export function useLastBookableDate(
  clubId: number,
  today: string | undefined,
  release: ReleaseEntry | undefined,
  contentPending: boolean,
): string | undefined {
  const details = useClubDetails(clubId).data;
  if (today === undefined || !details || contentPending) return undefined;
  const clock = wallClockIn(Date.now(), details.TimeZone);
  return lastOfferedDate(today, details.BookingWindowDays, release, clock.hour * 60 + clock.minute);
}
