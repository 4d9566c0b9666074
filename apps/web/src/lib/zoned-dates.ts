import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(advancedFormat);

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
  const instant = dayjs(iso);
  return (timeZone ? instant.tz(timeZone) : instant).format(format);
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(iso: string | Date, timeZone: string | undefined): string {
  const instant = dayjs(iso);
  return (timeZone ? instant.tz(timeZone) : instant).format('YYYY-MM-DD');
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
