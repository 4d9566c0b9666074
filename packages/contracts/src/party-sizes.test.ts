import { describe, expect, it } from 'vitest';
import { BookingType, MAX_COVERS, MAX_PLAYERS } from './constants';
import { partySizes } from './party-sizes';

describe('partySizes: the party sizes each facility takes (one home for the screen and the API)', () => {
  it('golf and the spa take 1 to MAX_PLAYERS', () => {
    for (const bookingType of [BookingType.Golf, BookingType.Spa]) {
      expect(partySizes({ bookingType })).toEqual([1, 2, 3, 4]);
    }
    expect(MAX_PLAYERS).toBe(4);
  });

  it('a restaurant takes its own table sizes, ascending; without any, 1 to MAX_COVERS', () => {
    expect(partySizes({ bookingType: BookingType.Dining, diningTableSizes: [6, 2, 4] })).toEqual([2, 4, 6]);
    for (const diningTableSizes of [undefined, null, []]) {
      const sizes = partySizes({ bookingType: BookingType.Dining, diningTableSizes });
      expect(sizes).toHaveLength(MAX_COVERS);
      expect([sizes[0], sizes.at(-1)]).toEqual([1, 12]);
    }
  });

  it('an extra: a session is one person, a quantity 1 to its max (never past MAX_PLAYERS), a stay a party', () => {
    const extra = (form: 'stay' | 'session' | 'quantity', max: number) =>
      partySizes({ bookingType: BookingType.Extra, extra: { form, max } });
    expect(extra('session', 9)).toEqual([1]);
    expect(extra('quantity', 3)).toEqual([1, 2, 3]);
    expect(extra('quantity', 20)).toEqual([1, 2, 3, 4]);
    expect(extra('stay', 14)).toEqual([1, 2, 3, 4]);
    expect(partySizes({ bookingType: BookingType.Extra })).toEqual([1, 2, 3, 4]);
  });

  it("reads a form or table sizes only on their own facility (golf ignores a restaurant's sizes)", () => {
    expect(partySizes({ bookingType: BookingType.Golf, diningTableSizes: [8] })).toEqual([1, 2, 3, 4]);
    expect(partySizes({ bookingType: BookingType.Spa, extra: { form: 'session', max: 1 } })).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
