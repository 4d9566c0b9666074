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

/** The fields of a wall-clock time, as both ways of reading one give them. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The part of the Temporal API used here (Chromium has it; TypeScript's libraries do not describe it yet). */
export interface TemporalApi {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): WallClock } };
}

/** One formatter per zone, for browsers without Temporal. */
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
 * An instant's wall clock in a zone. With Temporal (Chromium has it), this costs about a millisecond.
 * Without it, the page's first Intl.DateTimeFormat loads the locale's date data: 60–100 ms at Lighthouse's
 * 4× CPU slowdown, inside the dashboard's first render and before its largest paint.
 */
export function wallClockIn(
  ms: number,
  timeZone: string,
  temporal: TemporalApi | null = (globalThis as { Temporal?: TemporalApi }).Temporal ?? null,
): WallClock {
  if (temporal) {
    const { year, month, day, hour, minute, second } =
      temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute, second };
  }
  const parts: Record<string, string> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(ms)) parts[part.type] = part.value;
  const field = (type: string) => Number(parts[type]);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
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
