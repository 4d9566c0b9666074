import { wallClockIn } from '@fairway/contracts/zoned-time';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

export { type TemporalApi, wallClockIn } from '@fairway/contracts/zoned-time';

/** member-area §9: booking times read `HH:mm Do MMMM YYYY`. */
export const BOOKING_DATE_FORMAT = 'HH:mm Do MMMM YYYY';

/**
 * A server time (ending in Z or carrying an offset) shown in the club's zone; without a zone, the
 * browser's own. `format` defaults to the spec's booking format.
 */
export function formatInZone(
  iso: string,
  timeZone: string | undefined,
  format = BOOKING_DATE_FORMAT,
): string {
  return inZone(iso, timeZone).format(format);
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(iso: string | Date, timeZone: string | undefined): string {
  return inZone(iso, timeZone).format('YYYY-MM-DD');
}

/**
 * The instant's wall-clock time in the zone, as a dayjs value to format (dates, times, weekdays; not
 * zone names or offsets). dayjs's own `tz()` builds a new formatter on every call, which made the
 * dashboard's cards spend tens of milliseconds on dates alone.
 */
function inZone(iso: string | Date, timeZone: string | undefined): dayjs.Dayjs {
  const instant = dayjs(iso);
  if (!timeZone) return instant;
  const c = wallClockIn(instant.valueOf(), timeZone);
  return dayjs.utc(Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second));
}

/** Today's date in a zone. */
export function todayIn(timeZone: string | undefined, now: Date = new Date()): string {
  return localDate(now, timeZone);
}

/** A YYYY-MM-DD date moved by whole days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function isIsoDate(value: string | null | undefined): value is string {
  return Boolean(value && /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs.utc(value).isValid());
}
