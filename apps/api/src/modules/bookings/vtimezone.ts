import { offsetMinutes } from '../../lib/time';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** `+0100`, `-0500`, `+0530`: an offset as iCalendar writes it (RFC 5545 §3.3.14 UTC-OFFSET). */
export function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The wall-clock time `offset` minutes ahead of UTC at an instant, as a floating DATE-TIME. */
export function wallTime(instant: number, offset: number): string {
  return new Date(instant + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, '');
}

/** The instant of an offset change in (a, b], to the minute (zones change on whole minutes). */
function transitionIn(a: number, b: number, zone: string): number {
  const before = offsetMinutes(new Date(a), zone);
  let lo = a;
  let hi = b;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (offsetMinutes(new Date(mid), zone) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

export type Observance = { at: number; from: number; to: number };

/** Every offset change of the zone between two instants (found day by day, then to the minute). */
export function transitions(zone: string, from: number, to: number): Observance[] {
  const found: Observance[] = [];
  let previous = offsetMinutes(new Date(from), zone);
  for (let t = from + DAY; t <= to + DAY; t += DAY) {
    const offset = offsetMinutes(new Date(t), zone);
    if (offset === previous) continue;
    found.push({ at: transitionIn(t - DAY, t, zone), from: previous, to: offset });
    previous = offset;
  }
  return found;
}

/**
 * A VTIMEZONE for the zone covering the years given, from the runtime's own zone data (Intl): one
 * observance per offset change in those years (DTSTART in the wall time before it, as RFC 5545 §3.6.5
 * asks), summer offsets as DAYLIGHT, and the offset in force at the start as the first STANDARD. No
 * recurrence rules: explicit changes are valid for every reader and true even where rules changed.
 */
export function vtimezone(zone: string, years: { from: number; to: number }): string {
  const start = Date.UTC(years.from, 0, 1);
  const end = Date.UTC(years.to + 1, 0, 1);
  const initial = offsetMinutes(new Date(start), zone);
  const changes = transitions(zone, start, end);
  const standardOf = (year: number) =>
    Math.min(
      offsetMinutes(new Date(Date.UTC(year, 0, 1)), zone),
      offsetMinutes(new Date(Date.UTC(year, 6, 1)), zone),
    );
  const block = (kind: 'STANDARD' | 'DAYLIGHT', o: Observance) => [
    `BEGIN:${kind}`,
    `DTSTART:${wallTime(o.at, o.from)}`,
    `TZOFFSETFROM:${utcOffset(o.from)}`,
    `TZOFFSETTO:${utcOffset(o.to)}`,
    `END:${kind}`,
  ];
  const lines = [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    ...block(initial > standardOf(years.from) ? 'DAYLIGHT' : 'STANDARD', {
      at: start,
      from: initial,
      to: initial,
    }),
    ...changes.flatMap((o) =>
      block(o.to > standardOf(new Date(o.at).getUTCFullYear()) ? 'DAYLIGHT' : 'STANDARD', o),
    ),
    'END:VTIMEZONE',
  ];
  return lines.join('\r\n');
}
