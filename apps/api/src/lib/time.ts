import { wallClockDate, wallClockIn, wallClockWeekday } from '@fairway/contracts/zoned-time';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { type Dayjs, dayjs };

/** Local date, day of week (0 Sunday), minute of day and month (1–12) of an instant in a zone. */
export function localParts(instant: Date, timeZone: string) {
  const clock = wallClockIn(instant.getTime(), timeZone);
  return {
    date: wallClockDate(clock),
    dayOfWeek: wallClockWeekday(clock),
    minuteOfDay: clock.hour * 60 + clock.minute,
    month: clock.month,
  };
}

const todayByZone = new Map<string, { minute: number; date: string }>();

/**
 * The club-local calendar date (YYYY-MM-DD) of an instant. Remembers the last answer per zone for its
 * UTC minute: zone offsets are whole minutes, so the local date cannot change within one.
 */
export function localDateOf(instant: Date, timeZone: string): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  const last = todayByZone.get(timeZone);
  if (last?.minute === minute) return last.date;
  const date = localParts(instant, timeZone).date;
  todayByZone.set(timeZone, { minute, date });
  return date;
}

/** Minutes the zone is ahead of UTC at an instant. */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const l = localParts(instant, timeZone);
  const asUtc = Date.parse(`${l.date}T00:00:00Z`) + l.minuteOfDay * 60_000;
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

const instants = new Map<string, number>();
/** Bounds the memo; clearing it only costs recomputation. */
export const MAX_INSTANTS = 20_000;

/**
 * The instant of a club-local wall-clock time: `date` YYYY-MM-DD plus minutes after local midnight.
 * Memoised: the answer only depends on the zone rules, which do not change while the process runs, and
 * every availability listing asks for the same few instants of a day.
 */
export function instantAt(date: string, minuteOfDay: number, timeZone: string): Date {
  const key = `${timeZone}|${date}|${minuteOfDay}`;
  let t = instants.get(key);
  if (t === undefined) {
    if (instants.size >= MAX_INSTANTS) instants.clear();
    t = computeInstantAt(date, minuteOfDay, timeZone);
    instants.set(key, t);
  }
  return new Date(t);
}

function computeInstantAt(date: string, minuteOfDay: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minuteOfDay * 60_000;
  // The zone's offsets a day either side; a candidate is valid when its own offset is the one used.
  // Repeated (fall-back) wall times take the first instant; skipped (spring-forward) ones the later —
  // the 'compatible' rule of Temporal.
  const offsets = new Set(
    [wall - 86_400_000, wall + 86_400_000].map((t) => offsetMinutes(new Date(t), timeZone)),
  );
  const candidates = [...offsets].map((o) => {
    const t = wall - o * 60_000;
    return { t, valid: offsetMinutes(new Date(t), timeZone) === o };
  });
  const valid = candidates.filter((c) => c.valid).map((c) => c.t);
  return valid.length ? Math.min(...valid) : Math.max(...candidates.map((c) => c.t));
}

/**
 * Instants of many starts of one local date. dayjs.tz parsing is slow, so convert the first and last
 * start only and step linearly between them when both share a UTC offset (no DST change in between).
 */
export function instantsAt(date: string, minutes: readonly number[], timeZone: string): Date[] {
  const first = minutes[0];
  if (first === undefined) return [];
  const last = minutes[minutes.length - 1] ?? first;
  const a = instantAt(date, first, timeZone).getTime();
  const b = instantAt(date, last, timeZone).getTime();
  if (b - a !== (last - first) * 60_000) return minutes.map((m) => instantAt(date, m, timeZone));
  return minutes.map((m) => new Date(a + (m - first) * 60_000));
}

/** Calendar-day difference b − a of two YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function isValidDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}

const DAY_MS = 86_400_000;
/** Years 0000–9999: outside them toISOString writes a six-digit signed year, so it answers itself. */
const ISO_MIN = Date.parse('0000-01-01T00:00:00.000Z');
const ISO_MAX = Date.parse('9999-12-31T23:59:59.999Z');
let isoDay = Number.NaN;
let isoPrefix = '';
const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * `Date.prototype.toISOString` for listings that write many instants of the same few days:
 * V8's builtin costs about 0.3 µs a call, while this formats the date part once per UTC day and writes
 * the time of day itself (identical output, checked in time.test.ts).
 */
export function isoString(instant: Date): string {
  return isoStringAt(instant.getTime());
}

/** `isoString` of epoch milliseconds (no Date made for an instant in years 0000–9999). */
export function isoStringAt(t: number): string {
  if (!(t >= ISO_MIN && t <= ISO_MAX)) return new Date(t).toISOString(); // also throws for an invalid date
  const day = Math.floor(t / DAY_MS);
  if (day !== isoDay) {
    isoPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    isoDay = day;
  }
  const ms = t - day * DAY_MS;
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const millis = ms - seconds * 1000;
  return `${isoPrefix}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}:${pad2(seconds % 60)}.${
    millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : millis
  }Z`;
}

/** The calendar date `days` after `date` (`YYYY-MM-DD`; negative: before). */
export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
