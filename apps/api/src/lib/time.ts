import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export { type Dayjs, dayjs };

/** The club-local calendar date (YYYY-MM-DD) of an instant. */
export function localDateOf(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** The instant of a club-local wall-clock time: `date` YYYY-MM-DD plus minutes after local midnight. */
export function instantAt(date: string, minuteOfDay: number, timeZone: string): Date {
  const hh = String(Math.floor(minuteOfDay / 60)).padStart(2, '0');
  const mm = String(minuteOfDay % 60).padStart(2, '0');
  return dayjs.tz(`${date} ${hh}:${mm}`, 'YYYY-MM-DD HH:mm', timeZone).toDate();
}

/**
 * Instants of many starts of one local date. dayjs.tz parsing is slow, so convert the first and last
 * start only and step linearly between them when both share a UTC offset (no DST change in between).
 */
export function instantsAt(date: string, minutes: readonly number[], timeZone: string): Date[] {
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  if (first === undefined || last === undefined) return [];
  const a = instantAt(date, first, timeZone).getTime();
  const b = instantAt(date, last, timeZone).getTime();
  if (b - a !== (last - first) * 60_000) return minutes.map((m) => instantAt(date, m, timeZone));
  return minutes.map((m) => new Date(a + (m - first) * 60_000));
}

/** Local date, day of week (0 Sunday) and minute of day of an instant in a zone. */
export function localParts(instant: Date, timeZone: string) {
  const d = dayjs(instant).tz(timeZone);
  return {
    date: d.format('YYYY-MM-DD'),
    dayOfWeek: d.day(),
    minuteOfDay: d.hour() * 60 + d.minute(),
    month: d.month() + 1,
  };
}

/** Calendar-day difference b − a of two YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function isValidDate(date: string): boolean {
  const t = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date;
}
