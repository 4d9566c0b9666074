/**
 * An instant's wall clock in a club's zone: the one reading of zoned time the API (slots, cut-offs, the
 * draw) and the web app (every date a member sees) share. Dates on the wire are instants; each side turns
 * them into the club's local date and time through here.
 */

/** The fields of a wall-clock time, as both ways of reading one give them. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The part of the Temporal API used here (Chromium has it; Node and TypeScript's libraries not yet). */
export interface TemporalApi {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(timeZone: string): WallClock } };
}

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
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
 * An instant's wall clock in a zone; an unknown zone throws a RangeError. With Temporal (Chromium has it)
 * this costs about a millisecond in a browser. Without it, a page's first Intl.DateTimeFormat loads the
 * locale's date data: 60–100 ms at Lighthouse's 4× CPU slowdown, inside the dashboard's first render.
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

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A wall clock's calendar date, YYYY-MM-DD. */
export function wallClockDate(clock: WallClock): string {
  return `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}`;
}

/** A wall clock's day of the week, 0 for Sunday (the proleptic Gregorian calendar, as the zone's date). */
export function wallClockWeekday(clock: WallClock): number {
  return new Date(Date.UTC(clock.year, clock.month - 1, clock.day)).getUTCDay();
}
