import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  formatInZone,
  isIsoDate,
  localDate,
  type TemporalApi,
  todayIn,
  wallClockIn,
} from './zoned-dates';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatInZone', () => {
  it('formats HH:mm Do MMMM YYYY in the club zone (BST in summer)', () => {
    expect(formatInZone('2026-07-01T08:10:00.000Z', 'Europe/London')).toBe('09:10 1st July 2026');
    expect(formatInZone('2026-12-03T19:00:00.000Z', 'Europe/London')).toBe('19:00 3rd December 2026');
  });

  it('converts times sent with an offset', () => {
    expect(formatInZone('2026-07-01T10:10:00+02:00', 'Europe/London')).toBe('09:10 1st July 2026');
    expect(formatInZone('2026-03-22T14:05:00Z', 'America/New_York')).toBe('10:05 22nd March 2026');
  });

  it('does not depend on the browser zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatInZone('2026-07-01T23:30:00.000Z', 'Europe/London')).toBe('00:30 2nd July 2026');
    expect(localDate('2026-07-01T23:30:00.000Z', 'Europe/London')).toBe('2026-07-02');
  });
});

describe('wall clocks from a cached formatter', () => {
  it('agree with dayjs tz() every 37 minutes across both DST changes, in three zones', () => {
    const format = 'dddd YYYY-MM-DD HH:mm:ss Do';
    for (const zone of ['Europe/London', 'America/New_York', 'Pacific/Auckland']) {
      for (const day of ['2026-03-28T00:00:00Z', '2026-04-04T00:00:00Z', '2026-10-24T00:00:00Z']) {
        for (let m = 0; m < 3 * 24 * 60; m += 37) {
          const iso = dayjs(day).add(m, 'minute').toISOString();
          expect(formatInZone(iso, zone, format), `${iso} in ${zone}`).toBe(
            dayjs(iso).tz(zone).format(format),
          );
        }
      }
    }
    // Thousands of instants compared one by one: seconds of CPU, more on a busy machine.
  }, 60_000);
});

describe('wall clocks with and without Temporal', () => {
  it('runs where Chromium does: with Temporal', () => {
    expect(typeof (globalThis as { Temporal?: unknown }).Temporal).toBe('object');
  });

  it('agree every 23 minutes across both DST changes, in three zones', () => {
    const temporal = (globalThis as { Temporal?: TemporalApi }).Temporal ?? null;
    for (const zone of ['Europe/London', 'America/New_York', 'Pacific/Auckland']) {
      for (const day of ['2026-03-28T00:00:00Z', '2026-04-04T00:00:00Z', '2026-10-24T00:00:00Z']) {
        for (let m = 0; m < 3 * 24 * 60; m += 23) {
          const ms = Date.parse(day) + m * 60_000 + 17_000;
          expect(wallClockIn(ms, zone, temporal), `${new Date(ms).toISOString()} in ${zone}`).toEqual(
            wallClockIn(ms, zone, null),
          );
        }
      }
    }
    // Thousands of instants compared one by one: seconds of CPU, more on a busy machine.
  }, 60_000);

  it('reads the zone, not the browser, either way', () => {
    const ms = Date.parse('2026-07-01T23:30:05Z');
    const expected = { year: 2026, month: 7, day: 2, hour: 0, minute: 30, second: 5 };
    expect(wallClockIn(ms, 'Europe/London')).toEqual(expected);
    expect(wallClockIn(ms, 'Europe/London', null)).toEqual(expected);
  });

  it('refuses an unknown zone either way', () => {
    expect(() => wallClockIn(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallClockIn(0, 'Mars/Olympus', null)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('knows today in a zone and moves whole days', () => {
    expect(todayIn('Pacific/Auckland', new Date('2026-01-31T12:00:00Z'))).toBe('2026-02-01');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('28/02/2026')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
});
