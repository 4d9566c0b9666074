import { afterEach, describe, expect, it, vi } from 'vitest';
import { daysBetween, instantAt, instantsAt, isoString, isValidDate, localDateOf, localParts } from './time';

describe('club-local time', () => {
  it('converts London wall-clock times to UTC in summer and winter', () => {
    expect(instantAt('2026-07-01', 600, 'Europe/London').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(instantAt('2026-12-01', 600, 'Europe/London').toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(localParts(new Date('2026-07-01T09:00:00Z'), 'Europe/London')).toEqual({
      date: '2026-07-01',
      dayOfWeek: 3,
      minuteOfDay: 600,
      month: 7,
    });
  });

  it('steps many starts of a day the same way as converting each, across a DST change too', () => {
    const minutes = [0, 30, 60, 90, 120, 150, 180, 420, 430];
    for (const date of ['2026-07-01', '2026-03-29', '2026-10-25']) {
      expect(instantsAt(date, minutes, 'Europe/London')).toEqual(
        minutes.map((m) => instantAt(date, m, 'Europe/London')),
      );
    }
  });
});

describe('club-local dates', () => {
  it('steps starts that do not begin at midnight, and nothing when there are none', () => {
    const minutes = [425, 445, 465, 1085];
    expect(instantsAt('2026-07-01', minutes, 'Europe/London').map((d) => d.toISOString())).toEqual([
      '2026-07-01T06:05:00.000Z',
      '2026-07-01T06:25:00.000Z',
      '2026-07-01T06:45:00.000Z',
      '2026-07-01T17:05:00.000Z',
    ]);
    expect(instantsAt('2026-07-01', [], 'Europe/London')).toEqual([]);
  });

  it('gives the date on the club’s calendar, per zone, as the instant moves', () => {
    const late = new Date('2026-07-01T23:30:00Z');
    expect(localDateOf(late, 'Europe/London')).toBe('2026-07-02');
    expect(localDateOf(late, 'America/New_York')).toBe('2026-07-01');
    expect(localDateOf(late, 'Europe/London')).toBe('2026-07-02');
    expect(localDateOf(new Date('2026-07-01T22:59:59Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDateOf(new Date('2026-07-02T04:00:00Z'), 'America/New_York')).toBe('2026-07-02');
  });

  it('counts calendar days between dates, across a DST change and backwards', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
    expect(daysBetween('2026-05-10', '2026-05-10')).toBe(0);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(['2026-02-28', '2028-02-29', '0001-01-01'].map(isValidDate)).toEqual([true, true, true]);
    expect(
      ['2026-02-29', '2026-13-01', '2026-2-3', 'today', '', '2026-02-28T00:00'].map(isValidDate),
    ).toEqual([false, false, false, false, false, false]);
  });
});

describe('cached zone conversion agrees with dayjs.tz', () => {
  it('for every quarter hour of DST-change days in three zones', async () => {
    const { dayjs } = await import('./time');
    for (const tz of ['Europe/London', 'America/New_York', 'Australia/Sydney']) {
      for (const date of [
        '2026-03-08',
        '2026-03-29',
        '2026-04-05',
        '2026-10-04',
        '2026-10-25',
        '2026-11-01',
        '2026-07-14',
      ]) {
        for (let m = 0; m < 1440; m += 15) {
          const hh = String(Math.floor(m / 60)).padStart(2, '0');
          const mm = String(m % 60).padStart(2, '0');
          const expected = dayjs.tz(`${date} ${hh}:${mm}`, 'YYYY-MM-DD HH:mm', tz).toDate();
          const mine = instantAt(date, m, tz);
          const wallOfMine = localParts(mine, tz);
          const ambiguous = wallOfMine.date === date && wallOfMine.minuteOfDay === m && mine < expected;
          // A fall-back hour happens twice: we pick the first (Temporal's 'compatible'); dayjs is not consistent.
          if (!ambiguous)
            expect(mine.toISOString(), `${tz} ${date} ${hh}:${mm}`).toBe(expected.toISOString());
          else expect(expected.getTime() - mine.getTime()).toBe(3_600_000);
          expect(localParts(expected, tz).date).toBe(dayjs(expected).tz(tz).format('YYYY-MM-DD'));
        }
      }
    }
  });
});

/** A fresh copy of the module (empty memos) and a count of the zone conversions it makes from now on. */
async function freshTime() {
  vi.resetModules();
  const time = await import('./time');
  const conversions = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts');
  return { ...time, conversions };
}

describe('memoised zone conversion', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds one formatter per zone', async () => {
    const { localParts, conversions } = await freshTime();
    localParts(new Date('2026-07-01T09:00:00Z'), 'Asia/Tokyo');
    localParts(new Date('2026-12-01T09:00:00Z'), 'Asia/Tokyo');
    const tokyo = new Set(conversions.mock.contexts);
    localParts(new Date('2026-12-01T09:00:00Z'), 'Europe/Paris');
    const both = new Set(conversions.mock.contexts);
    expect(conversions.mock.calls.length).toBeGreaterThan(2);
    expect([tokyo.size, both.size]).toEqual([1, 2]);
  });

  it("reads a zone's offset at the first and last second of each UTC day, then keeps it", async () => {
    const { localParts, conversions } = await freshTime();
    expect(localParts(new Date('2026-07-01T09:00:00Z'), 'Europe/Paris').minuteOfDay).toBe(11 * 60);
    expect(conversions.mock.calls.map(([ms]) => new Date(ms as number).toISOString())).toEqual([
      '2026-07-01T00:00:00.000Z',
      '2026-07-01T23:59:59.000Z',
    ]);
    expect(localParts(new Date('2026-07-01T23:59:59.999Z'), 'Europe/Paris').minuteOfDay).toBe(1 * 60 + 59);
    expect(conversions).toHaveBeenCalledTimes(2);
    expect(localParts(new Date('2026-07-02T00:00:00Z'), 'Europe/Paris').minuteOfDay).toBe(2 * 60);
    expect(conversions).toHaveBeenCalledTimes(4);
    // The day of a clock change (Paris's clocks go back at 01:00 UTC on 25 October 2026) is not kept: each
    // instant of it asks the formatter.
    expect(localParts(new Date('2026-10-25T00:59:59Z'), 'Europe/Paris').minuteOfDay).toBe(2 * 60 + 59);
    expect(conversions).toHaveBeenCalledTimes(4 + 3);
    expect(localParts(new Date('2026-10-25T01:00:00Z'), 'Europe/Paris').minuteOfDay).toBe(2 * 60);
    expect(conversions).toHaveBeenCalledTimes(4 + 3 + 1);
    // As is one inside a day at any second (Paris from local mean time, 9 min 21 s ahead, to GMT at
    // 23:50:39 UTC on 10 March 1911).
    expect(localParts(new Date('1911-03-10T23:50:38Z'), 'Europe/Paris').minuteOfDay).toBe(23 * 60 + 59);
    expect(localParts(new Date('1911-03-10T23:50:39Z'), 'Europe/Paris').minuteOfDay).toBe(23 * 60 + 50);
    expect(conversions).toHaveBeenCalledTimes(4 + 3 + 1 + 3 + 1);
  });

  it('converts the local date once per zone and UTC minute', async () => {
    const { localDateOf, conversions } = await freshTime();
    expect(localDateOf(new Date('2026-07-01T23:30:00Z'), 'Europe/London')).toBe('2026-07-02');
    expect(localDateOf(new Date('2026-07-01T23:30:59.999Z'), 'Europe/London')).toBe('2026-07-02');
    expect(conversions).toHaveBeenCalledTimes(2);
    expect(localDateOf(new Date('2026-07-01T23:30:30Z'), 'America/New_York')).toBe('2026-07-01');
    expect(localDateOf(new Date('2026-07-01T23:30:40Z'), 'Europe/London')).toBe('2026-07-02');
    expect(conversions).toHaveBeenCalledTimes(4);
    expect(localDateOf(new Date('2026-07-01T22:59:59Z'), 'Europe/London')).toBe('2026-07-01');
    expect(localDateOf(new Date('2026-07-02T22:59:59Z'), 'Europe/London')).toBe('2026-07-02');
    expect(conversions).toHaveBeenCalledTimes(6);
  });

  it('remembers each wall-clock instant, up to MAX_INSTANTS of them, then starts afresh', async () => {
    const { instantAt, MAX_INSTANTS } = await freshTime();
    // A conversion parses its local midnight (Date.parse); a remembered instant does not.
    const conversions = vi.spyOn(Date, 'parse');
    // Distinct keys: consecutive minutes from 2026-01-01 00:00 UTC.
    const at = (i: number) => {
      const date = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 1440))).toISOString().slice(0, 10);
      return instantAt(date, i % 1440, 'UTC');
    };
    expect(at(0).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(at(1).toISOString()).toBe('2026-01-01T00:01:00.000Z');
    conversions.mockClear();
    expect(at(0).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(conversions).not.toHaveBeenCalled();

    for (let i = 2; i < MAX_INSTANTS; i++) at(i);
    conversions.mockClear();
    expect(at(0).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(conversions).not.toHaveBeenCalled();

    expect(at(MAX_INSTANTS).getTime()).toBe(Date.UTC(2026, 0, 1) + MAX_INSTANTS * 60_000);
    conversions.mockClear();
    expect(at(0).toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(conversions).toHaveBeenCalled();
  });

  it('converts only the first and last start of a day without a DST change, and nothing for no starts', async () => {
    const minutes = Array.from({ length: 50 }, (_, i) => 360 + 15 * i);
    const single = await freshTime();
    single.instantAt('2030-01-15', minutes[0] as number, 'Europe/Paris');
    single.instantAt('2030-01-15', minutes[49] as number, 'Europe/Paris');
    const firstAndLast = single.conversions.mock.calls.length;
    vi.restoreAllMocks();

    const { instantsAt, conversions } = await freshTime();
    expect(instantsAt('2030-01-15', [], 'Europe/Paris')).toEqual([]);
    expect(conversions).not.toHaveBeenCalled();
    const starts = instantsAt('2030-01-15', minutes, 'Europe/Paris');
    expect(starts[0]?.toISOString()).toBe('2030-01-15T05:00:00.000Z');
    expect(starts[49]?.toISOString()).toBe('2030-01-15T17:15:00.000Z');
    expect(conversions).toHaveBeenCalledTimes(firstAndLast);
  });
});

describe('isoString', () => {
  it('writes exactly what toISOString writes, across days, years, the epoch and the ends of four-digit years', () => {
    const fixed = [
      0,
      -1,
      1,
      999,
      86_399_999,
      86_400_000,
      -86_400_001,
      Date.parse('2026-12-02T08:00:00.000Z'),
      Date.parse('2024-02-29T23:59:59.999Z'),
      Date.parse('0000-01-01T00:00:00.000Z'),
      Date.parse('0000-01-01T00:00:00.000Z') - 1,
      Date.parse('9999-12-31T23:59:59.999Z'),
      Date.parse('9999-12-31T23:59:59.999Z') + 1,
      8.64e15,
      -8.64e15,
    ];
    // A pseudo-random spread (fixed seed: the same cases every run) over ±300 years of the epoch.
    let seed = 12345;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const spread = Array.from({ length: 5000 }, () =>
      Math.round((random() - 0.5) * 2 * 300 * 365.25 * 86_400_000),
    );
    for (const t of [...fixed, ...spread]) expect(isoString(new Date(t))).toBe(new Date(t).toISOString());
  });

  it('throws for an invalid date, as toISOString does', () => {
    expect(() => isoString(new Date(Number.NaN))).toThrow(RangeError);
  });
});
