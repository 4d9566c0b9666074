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
  return inZone(iso, timeZone).format(format);
}

/** The calendar date (YYYY-MM-DD) of an instant in a zone. */
export function localDate(iso: string | Date, timeZone: string | undefined): string {
  return inZone(iso, timeZone).format('YYYY-MM-DD');
}

/** One formatter per zone: creating an Intl.DateTimeFormat is the costly part of zone arithmetic. */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/**
 * The instant's wall-clock time in the zone, as a dayjs value to format (dates, times, weekdays; not
 * zone names or offsets). dayjs's own `tz()` builds a new formatter on every call, which made the
 * dashboard's cards spend tens of milliseconds on dates alone.
 */
function inZone(iso: string | Date, timeZone: string | undefined): dayjs.Dayjs {
  const instant = dayjs(iso);
  if (!timeZone) return instant;
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant.toDate())) parts[part.type] = part.value;
  return dayjs.utc(
    `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}Z`,
  );
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
