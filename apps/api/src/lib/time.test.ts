import { describe, expect, it } from 'vitest';
import { instantAt, instantsAt, localParts } from './time';

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
