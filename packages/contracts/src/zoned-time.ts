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

/** An instant's wall clock by the zone's formatter (Intl): about 3 µs a call in Node. */
function formattedWallClock(ms: number, timeZone: string): WallClock {
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

/** A zone's offset is kept for stretches of this length (a day) of UTC time. */
const STRETCH_MS = 86_400_000;
/** Bounds the kept offsets; clearing them only costs recomputation. */
const MAX_KEPT_OFFSETS = 20_000;
/** `${zone}|${stretch}` → the zone's offset from UTC (ms) throughout the stretch, or null: it changes in it. */
const keptOffsets = new Map<string, number | null>();

/** Years the kept offsets serve: four digits, where Date.UTC reads a wall clock's year as it is. */
const inKeptYears = (clock: WallClock) => clock.year >= 1000 && clock.year <= 9999;

/** The zone's offset from UTC at an instant, in whole seconds (ms): the wall clock read as UTC, minus the instant. */
function offsetAt(ms: number, timeZone: string): number | null {
  const clock = formattedWallClock(ms, timeZone);
  if (!inKeptYears(clock)) return null;
  const { year, month, day, hour, minute, second } = clock;
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The zone's offset throughout the UTC day holding `ms`, or null when it is not the same at the day's first
 * and last second (a clock change inside it) or the year is not four digits: the caller then asks the
 * formatter. The same offset at both ends means none inside, because no zone changes its offset twice
 * within a day: the tz database's closest two changes are 95.7 hours apart (Africa/Freetown, September 1939).
 */
function stretchOffset(ms: number, timeZone: string): number | null {
  const start = Math.floor(ms / STRETCH_MS) * STRETCH_MS;
  const key = `${timeZone}|${start}`;
  let offset = keptOffsets.get(key);
  if (offset === undefined) {
    const first = offsetAt(start, timeZone);
    offset = first !== null && first === offsetAt(start + STRETCH_MS - 1000, timeZone) ? first : null;
    if (keptOffsets.size >= MAX_KEPT_OFFSETS) keptOffsets.clear();
    keptOffsets.set(key, offset);
  }
  return offset;
}

/**
 * An instant's wall clock in a zone; an unknown zone throws a RangeError. With Temporal (Chromium has it)
 * this costs about a millisecond in a browser. Without it, a page's first Intl.DateTimeFormat loads the
 * locale's date data: 60–100 ms at Lighthouse's 4× CPU slowdown, inside the dashboard's first render.
 * Without Temporal (Node) the zone's offset is read once per UTC day and kept (`stretchOffset`):
 * the same answer as the formatter's (zoned-time.test.ts compares them), at a twentieth of its cost, which
 * was the API's largest own function under the booking bench.
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
  const offset = Number.isFinite(ms) ? stretchOffset(ms, timeZone) : null;
  if (offset === null) return formattedWallClock(ms, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + offset);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
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
