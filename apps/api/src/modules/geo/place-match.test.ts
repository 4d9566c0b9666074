import { describe, expect, it } from 'vitest';
import { nearestTown, searchTowns } from './embedded-geocoder';
import {
  editDistance,
  editScore,
  haversineKm,
  matchScore,
  normalisePlace,
  trigramSimilarity,
  trigrams,
} from './place-match';

describe('place matching', () => {
  it('normalises case, accents, punctuation, abbreviations and a trailing country', () => {
    expect(normalisePlace('St. Albans')).toBe('saint albans');
    expect(normalisePlace("King's Lynn, United Kingdom")).toBe('king s lynn');
    expect(normalisePlace('Ystradgynlais ')).toBe('ystradgynlais');
    expect(normalisePlace('Bishop’s Stortford')).toBe('bishop s stortford');
  });

  it('scores exact over prefix over word over fuzzy', () => {
    const q = 'newcastle';
    const qt = trigrams(q);
    expect(matchScore(q, qt, 'newcastle')).toBe(1);
    expect(matchScore(q, qt, 'newcastle upon tyne')).toBe(0.9);
    expect(matchScore('tyne', trigrams('tyne'), 'newcastle upon tyne')).toBe(0.8);
    expect(matchScore('manchestr', trigrams('manchestr'), 'manchester')).toBeGreaterThan(0.5);
    expect(trigramSimilarity(trigrams('leeds'), trigrams('bristol'))).toBe(0);
  });

  it('ranks bigger towns first among equal matches and finds towns with typos', () => {
    expect(searchTowns('Newcastle')[0]?.place.name).toBe('Newcastle upon Tyne');
    expect(searchTowns('Birmingam')[0]?.place.name).toBe('Birmingham');
    // GeoNames spells it Saint Andrews; St is read as Saint.
    expect(searchTowns('St Andrews')[0]?.place.name).toBe('Saint Andrews');
    expect(searchTowns('Qxzzyplot')).toEqual([]);
  });

  it('finds towns with two letters swapped, which trigrams miss', () => {
    expect(editDistance('edinbrugh', 'edinburgh', 2)).toBe(1);
    expect(editDistance('edniburgh', 'edinburgh', 2)).toBe(1);
    expect(editDistance('leeds', 'bristol', 1)).toBe(2);
    expect(trigramSimilarity(trigrams('edinbrugh'), trigrams('edinburgh'))).toBeLessThan(0.45);
    expect(editScore('edinbrugh', 'edinburgh')).toBeGreaterThan(0.45);
    // The misspelt start of a longer name counts; a different first letter or a short word does not.
    expect(editScore('newcsatle', 'newcastle upon tyne')).toBeGreaterThan(0.45);
    expect(editScore('fdinburgh', 'edinburgh')).toBe(0);
    expect(editScore('bhat', 'bath')).toBe(0);
    expect(searchTowns('Edinbrugh')[0]?.place.name).toBe('Edinburgh');
    expect(searchTowns('Edniburgh')[0]?.place.name).toBe('Edinburgh');
    expect(searchTowns('Lodnon')[0]?.place.name).toBe('London');
  });

  it('reverse geocodes to the nearest town, nothing far out at sea', () => {
    expect(nearestTown(53.4808, -2.2426)?.name).toBe('Manchester');
    expect(nearestTown(45, -30)).toBeNull();
    expect(Math.round(haversineKm({ lat: 51.5, lng: -0.12 }, { lat: 53.48, lng: -2.24 }))).toBe(263);
  });
});
