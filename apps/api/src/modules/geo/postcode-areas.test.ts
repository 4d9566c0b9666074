import { describe, expect, it } from 'vitest';
import { postcodePlace, townNamed } from './embedded-geocoder';
import { POSTCODE_AREA_TOWNS, parsePostcode } from './postcode-areas';

describe('UK postcodes (embedded geocoder)', () => {
  it('names the 121 postcode areas of Great Britain and Northern Ireland, each town in the gazetteer', () => {
    const areas = Object.keys(POSTCODE_AREA_TOWNS);
    expect(areas).toHaveLength(121);
    for (const area of areas) expect(area).toMatch(/^[A-Z]{1,2}$/);
    for (const [area, town] of Object.entries(POSTCODE_AREA_TOWNS)) {
      expect(townNamed(town), `${area} → ${town}`).not.toBeNull();
    }
  });

  it('reads full postcodes and outward codes in any case and spacing, and nothing else', () => {
    for (const text of ['AL1 3HX', 'al13hx', ' al1   3hx ', 'AL1 3HX, United Kingdom']) {
      expect(parsePostcode(text), text).toEqual({ formatted: 'AL1 3HX', area: 'AL', town: 'St Albans' });
    }
    expect(parsePostcode('gu24')).toEqual({ formatted: 'GU24', area: 'GU', town: 'Guildford' });
    expect(parsePostcode('W1A 1AA')).toMatchObject({ formatted: 'W1A 1AA', area: 'W', town: 'London' });
    expect(parsePostcode('EC1A1BB')).toMatchObject({ formatted: 'EC1A 1BB', area: 'EC' });
    expect(parsePostcode('M1')).toMatchObject({ area: 'M', town: 'Manchester' });
    expect(parsePostcode('BT7 1NN')).toMatchObject({ area: 'BT', town: 'Belfast' });
    for (const text of ['Harrogate', 'AL', 'QQ1 1AA', 'AL1 3H', 'AL1 3HXX', '123', '', 'St Albans']) {
      expect(parsePostcode(text), text).toBeNull();
    }
  });

  it("resolves a postcode to its area's post town, labelled with the postcode", () => {
    const stAlbans = townNamed('St Albans');
    expect(postcodePlace('al1 3hx')).toEqual({
      name: 'St Albans',
      label: 'AL1 3HX, St Albans, England',
      latitude: stAlbans?.lat,
      longitude: stAlbans?.lng,
      kind: 'postcode',
    });
    expect(postcodePlace('EH1')?.name).toBe('Edinburgh');
    expect(postcodePlace('Edinburgh')).toBeNull();
  });
});
