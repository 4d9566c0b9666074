import { describe, expect, it } from 'vitest';
import { type WallClock, wallClockDate, wallClockIn, wallClockWeekday } from './zoned-time';

/** The wall clock as Intl's formatter reads it, field by field: what wallClockIn must answer. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatterReads(ms: number, timeZone: string): WallClock {
  const format =
    formats.get(timeZone) ??
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
  formats.set(timeZone, format);
  const parts = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
  const { year, month, day, hour, minute, second } = parts as Record<string, number>;
  return { year, month, day, hour, minute, second } as WallClock;
}

// Zones with whole-hour, half-hour and 45-minute offsets, clock changes of 30 minutes (Lord Howe), either
// hemisphere, a date-line jump (Apia, end of 2011) and local mean time before standard time (Amsterdam).
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Paris',
  'Europe/Amsterdam',
  'America/New_York',
  'America/St_Johns',
  'America/Santiago',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Australia/Adelaide',
  'Pacific/Chatham',
  'Pacific/Apia',
];

describe('the wall clock in a club’s zone', () => {
  it('reads the local date and weekday either side of midnight and of a clock change', () => {
    // 23:30 UTC on Saturday 28 March 2026 is 23:30 in London (GMT) but already Sunday in Paris (CET).
    const ms = Date.UTC(2026, 2, 28, 23, 30);
    const london = wallClockIn(ms, 'Europe/London', null);
    const paris = wallClockIn(ms, 'Europe/Paris', null);
    expect([wallClockDate(london), wallClockWeekday(london), london.hour]).toEqual(['2026-03-28', 6, 23]);
    expect([wallClockDate(paris), wallClockWeekday(paris), paris.hour]).toEqual(['2026-03-29', 0, 0]);
    // After the clocks go forward (01:00 UTC on the 29th), London is an hour ahead of UTC.
    const summer = wallClockIn(Date.UTC(2026, 2, 29, 1, 15), 'Europe/London', null);
    expect([wallClockDate(summer), summer.hour, summer.minute]).toEqual(['2026-03-29', 2, 15]);
  });

  it('pads a date to YYYY-MM-DD', () => {
    expect(wallClockDate({ year: 2027, month: 1, day: 5, hour: 0, minute: 0, second: 0 })).toBe('2027-01-05');
  });

  it("answers as the zone's formatter does, around every clock change and at random instants", () => {
    // Deterministic instants: each zone's changes found by stepping through 1890–2040 a day at a time, then
    // the seconds either side of each, and a spread of others (a linear congruential sequence).
    let seed = 12345;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const from = Date.UTC(1890, 0, 1);
    const to = Date.UTC(2040, 0, 1);
    let compared = 0;
    for (const zone of ZONES) {
      const instants: number[] = [];
      let last = formatterReads(from, zone);
      const offsetOf = (ms: number, c: WallClock) =>
        Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(ms / 1000) * 1000;
      for (let t = from + 86_400_000; t < to; t += 86_400_000 * 7) {
        const clock = formatterReads(t, zone);
        if (offsetOf(t, clock) !== offsetOf(t - 86_400_000 * 7, last)) {
          // A change within the last week: find its second, and take the instants around it.
          let lo = t - 86_400_000 * 7;
          let hi = t;
          const before = offsetOf(lo, last);
          while (hi - lo > 1000) {
            const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
            if (offsetOf(mid, formatterReads(mid, zone)) === before) lo = mid;
            else hi = mid;
          }
          for (const d of [-86_400_000, -901_000, -1000, -1, 0, 1, 999, 1000, 60_000, 899_999, 86_400_000]) {
            instants.push(hi + d);
          }
        }
        last = clock;
      }
      for (let i = 0; i < 300; i++) instants.push(Math.floor(from + next() * (to - from)));
      for (const ms of instants) {
        expect(wallClockIn(ms, zone, null), `${zone} at ${new Date(ms).toISOString()}`).toEqual(
          formatterReads(ms, zone),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(ZONES.length * 300);
  });

  it('refuses an unknown zone and an invalid instant as the formatter does', () => {
    expect(() => wallClockIn(Date.UTC(2026, 0, 1), 'Mars/Olympus_Mons', null)).toThrow(RangeError);
    expect(() => wallClockIn(Number.NaN, 'Europe/London', null)).toThrow(RangeError);
  });
});
