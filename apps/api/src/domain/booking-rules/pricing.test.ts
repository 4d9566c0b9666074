import { describe, expect, it } from 'vitest';
import { bandFor, partyCost, playerCosts, seasonOf } from './pricing';

describe('pricing', () => {
  it('puts April–September in summer and October–March in winter', () => {
    expect([1, 2, 3, 4, 9, 10, 12].map(seasonOf)).toEqual([
      'winter',
      'winter',
      'winter',
      'summer',
      'summer',
      'winter',
      'winter',
    ]);
  });

  const bands = [
    { fromMinute: 14 * 60, adultCost: 5, juniorCost: 2 },
    { fromMinute: 0, adultCost: 6, juniorCost: 3 },
    { fromMinute: 10 * 60, adultCost: 8, juniorCost: 4 },
  ];

  it('picks the latest band starting at or before the slot', () => {
    expect(bandFor(bands, 7 * 60)?.adultCost).toBe(6);
    expect(bandFor(bands, 10 * 60)?.adultCost).toBe(8);
    expect(bandFor(bands, 13 * 60 + 50)?.adultCost).toBe(8);
    expect(bandFor(bands, 17 * 60)?.adultCost).toBe(5);
    expect(bandFor(bands.slice(2), 9 * 60)).toBeNull();
  });

  it('prices adults and juniors separately', () => {
    const band = { fromMinute: 0, adultCost: 8, juniorCost: 4 };
    expect(partyCost(band, 4, 1)).toBe(28);
    expect(partyCost(band, 1, 0)).toBe(8);
    expect(playerCosts(band, 3, 1)).toEqual([8, 8, 4]);
  });
});
