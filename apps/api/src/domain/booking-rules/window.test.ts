import { describe, expect, it } from 'vitest';
import { dayOpensAt, isOutsideWindow, isPastSlot, lastBookableDate } from './window';

describe('booking window', () => {
  const now = new Date('2026-05-10T09:00:00Z');

  it('treats a start at or before now as past', () => {
    expect(isPastSlot(new Date('2026-05-10T08:59:00Z'), now)).toBe(true);
    expect(isPastSlot(now, now)).toBe(true);
    expect(isPastSlot(new Date('2026-05-10T09:01:00Z'), now)).toBe(false);
  });

  it('allows today up to today + windowDays', () => {
    expect(isOutsideWindow('2026-05-10', '2026-05-10', 30)).toBe(false);
    expect(isOutsideWindow('2026-06-09', '2026-05-10', 30)).toBe(false);
    expect(isOutsideWindow('2026-06-10', '2026-05-10', 30)).toBe(true);
    expect(isOutsideWindow('2026-05-09', '2026-05-10', 30)).toBe(true);
  });

  it('uses the club window: 60 days for Grove terms, 14 for another club', () => {
    expect(isOutsideWindow('2026-07-09', '2026-05-10', 60)).toBe(false);
    expect(isOutsideWindow('2026-05-25', '2026-05-10', 14)).toBe(true);
  });
});

describe('booking window with a release (the last day opens at the release time)', () => {
  const timeZone = 'Europe/London';
  // 2026-05-10 18:59 and 19:00 in London (BST, UTC+1).
  const before = new Date('2026-05-10T17:59:00Z');
  const at = new Date('2026-05-10T18:00:00Z');
  const release = { at: '19:00', timeZone };

  it('keeps the last day closed until the release time, club wall clock', () => {
    expect(isOutsideWindow('2026-06-09', '2026-05-10', 30, { ...release, now: before })).toBe(true);
    expect(isOutsideWindow('2026-06-09', '2026-05-10', 30, { ...release, now: at })).toBe(false);
    // The days before the last are not affected, the days after it stay outside.
    expect(isOutsideWindow('2026-06-08', '2026-05-10', 30, { ...release, now: before })).toBe(false);
    expect(isOutsideWindow('2026-06-10', '2026-05-10', 30, { ...release, now: at })).toBe(true);
  });

  it('gives the day’s opening instant and the last bookable date', () => {
    expect(dayOpensAt('2026-06-09', 30, timeZone, release).toISOString()).toBe('2026-05-10T18:00:00.000Z');
    expect(dayOpensAt('2026-06-09', 30, timeZone).toISOString()).toBe('2026-05-09T23:00:00.000Z');
    expect(lastBookableDate(before, 30, timeZone, release)).toBe('2026-06-08');
    expect(lastBookableDate(at, 30, timeZone, release)).toBe('2026-06-09');
    expect(lastBookableDate(before, 30, timeZone)).toBe('2026-06-09');
  });
});
