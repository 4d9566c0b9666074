import { describe, expect, it } from 'vitest';
import { offeredSize, readTeeTimeSearch, searchCorrections, teeTimeSearchParams } from './tee-time-search';

const read = (q: string, last?: string) => readTeeTimeSearch(new URLSearchParams(q), '2026-05-10', last);

describe('readTeeTimeSearch', () => {
  it('reads Date, Players, Juniors and BookAgain', () => {
    expect(read('Date=2026-05-20&Players=3&Juniors=2&BookAgain=true')).toEqual({
      date: '2026-05-20',
      players: 3,
      juniors: 2,
      bookAgain: true,
    });
  });

  it('falls back to today, one player and no juniors', () => {
    expect(read('')).toEqual({ date: '2026-05-10', players: 1, juniors: 0, bookAgain: false });
    expect(read('Date=nope&Players=x')).toMatchObject({ date: '2026-05-10', players: 1 });
  });

  it('keeps the party and the date inside their limits', () => {
    expect(read('Players=9&Juniors=7')).toMatchObject({ players: 4, juniors: 4 });
    expect(read('Players=2&Juniors=3')).toMatchObject({ players: 2, juniors: 2 });
    expect(read('Date=2026-01-01').date).toBe('2026-05-10');
    expect(read('Date=2026-09-01', '2026-06-09').date).toBe('2026-06-09');
  });
});

describe('a restaurant whose table sizes skip values (2, 4, 6, 8)', () => {
  const tables = { maxPlayers: 8, juniors: false, sizes: [2, 4, 6, 8] };
  const dine = (q: string) => readTeeTimeSearch(new URLSearchParams(q), '2026-05-10', undefined, tables);

  it('snaps the party to the smallest table that seats it, or the largest table', () => {
    expect(offeredSize(1, [2, 4, 6, 8])).toBe(2);
    expect(offeredSize(5, [8, 2, 6, 4])).toBe(6);
    expect(offeredSize(6, [2, 4, 6, 8])).toBe(6);
    expect(offeredSize(11, [2, 4, 6, 8])).toBe(8);
    expect(dine('').players).toBe(2);
    expect(dine('Players=7').players).toBe(8);
    expect(dine('Players=4').players).toBe(4);
  });

  it('names Players as corrected when the size asked for is not offered, never when it is', () => {
    const corrected = (q: string) => searchCorrections(new URLSearchParams(q), dine(q)).fields;
    expect(corrected('Players=1')).toEqual(['Players']);
    expect(corrected('Players=5')).toEqual(['Players']);
    expect(corrected('Players=6')).toEqual([]);
  });
});

describe('teeTimeSearchParams', () => {
  it('writes the spec names and caps juniors', () => {
    expect(teeTimeSearchParams({ date: '2026-05-10', players: 2, juniors: 3 })).toEqual({
      Date: '2026-05-10',
      Players: '2',
      Juniors: '2',
    });
  });
});

describe('searchCorrections', () => {
  const corrections = (q: string, last?: string) => {
    const params = new URLSearchParams(q);
    return searchCorrections(params, readTeeTimeSearch(params, '2026-05-10', last));
  };

  it('names the values given out of range, and nothing when all are valid', () => {
    expect(corrections('Date=2026-05-12&Players=2&Juniors=1')).toEqual({
      fields: [],
      dateOutsideWindow: undefined,
    });
    expect(corrections('Players=9&Juniors=5').fields).toEqual(['Players', 'Juniors']);
    expect(corrections('Players=abc').fields).toEqual(['Players']);
    expect(corrections('Date=nope').fields).toEqual(['Date']);
  });

  it('tells a real date outside the window apart from a malformed one', () => {
    expect(corrections('Date=2026-09-01', '2026-06-09').dateOutsideWindow).toBe('2026-09-01');
    expect(corrections('Date=2026-05-01').dateOutsideWindow).toBe('2026-05-01');
  });
});
