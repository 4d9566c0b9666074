import { describe, expect, it } from 'vitest';
import { ukTowns } from './gazetteer';

describe('ukTowns', () => {
  const towns = ukTowns();

  it('holds only UK places, most populous first, London at the top', () => {
    expect(towns.length).toBeGreaterThan(1000);
    expect(towns[0]?.name).toBe('London');
    for (let i = 1; i < towns.length; i++) {
      expect(towns[i - 1]!.population).toBeGreaterThanOrEqual(towns[i]!.population);
    }
    expect(towns.every((t) => ['ENG', 'SCT', 'WLS', 'NIR'].includes(t.adminCode))).toBe(true);
  });

  it('decodes coordinates: every town lies inside the British Isles and Newcastle upon Tyne is in the north-east', () => {
    for (const t of towns) {
      expect(t.lat).toBeGreaterThan(49.8);
      expect(t.lat).toBeLessThan(61);
      expect(t.lng).toBeGreaterThan(-8.7);
      expect(t.lng).toBeLessThan(2);
    }
    const newcastle = towns.find((t) => t.name === 'Newcastle upon Tyne');
    expect(newcastle?.lat).toBeCloseTo(54.97, 1);
    expect(newcastle?.lng).toBeCloseTo(-1.61, 1);
  });
});
