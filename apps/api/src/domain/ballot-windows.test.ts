import type { BallotWindow } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { drawAt, inWindow, openDates, opensAt, shiftDate, windowFor, windowTimes } from './ballot-windows';

const W: BallotWindow = {
  courseId: 7,
  weekdays: [6],
  from: '07:00',
  to: '09:00',
  opensDaysAhead: 14,
  drawDaysAhead: 7,
  drawAt: '19:00',
};
const TZ = 'Europe/London';

describe('ballot windows', () => {
  it('finds the window of a course and weekday only', () => {
    expect(windowFor([W], 7, '2026-06-13')).toBe(W); // a Saturday
    expect(windowFor([W], 7, '2026-06-12')).toBeUndefined();
    expect(windowFor([W], 8, '2026-06-13')).toBeUndefined();
  });

  it('includes `from` and excludes `to`', () => {
    expect([419, 420, 539, 540].map((m) => inWindow(W, m))).toEqual([false, true, true, false]);
    expect(windowTimes(W, [400, 420, 530, 540, 600])).toEqual(['07:00', '08:50']);
  });

  it('opens at local midnight and draws at local drawAt, across summer time', () => {
    expect(opensAt(W, '2026-06-13', TZ).toISOString()).toBe('2026-05-29T23:00:00.000Z');
    expect(drawAt(W, '2026-06-13', TZ).toISOString()).toBe('2026-06-06T18:00:00.000Z');
    expect(drawAt(W, '2026-01-17', TZ).toISOString()).toBe('2026-01-10T19:00:00.000Z');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('lists the dates whose entries are open now', () => {
    // Friday 2026-06-05 noon: Saturday 13th (draw 6th 19:00) open, 20th not yet (opens 6th 00:00 local).
    expect(openDates(W, '2026-06-05', TZ, new Date('2026-06-05T11:00:00Z'))).toEqual(['2026-06-13']);
    // Saturday 6th 20:00 local: the 13th is past its draw, the 20th is open.
    expect(openDates(W, '2026-06-06', TZ, new Date('2026-06-06T19:00:00Z'))).toEqual(['2026-06-20']);
  });
});
