import { THEMED_CLUB_IDS } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, accessibleShade, contrastRatio, generatePalette } from './palette';
import { themeTokensFor } from './registry';

describe('palette', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 0);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('keeps the brand colour at index 5 of ten shades, lightest first', () => {
    const p = generatePalette('#1b6e3a');
    expect(p).toHaveLength(10);
    expect(p[5]).toBe('#1b6e3a');
    expect(contrastRatio(p[0]!, '#000000')).toBeGreaterThan(contrastRatio(p[9]!, '#000000'));
  });

  it('picks a darker shade when the brand colour is too light for white text', () => {
    const p = generatePalette('#7fd1ff');
    const shade = accessibleShade(p);
    expect(shade).toBeGreaterThan(5);
    expect(contrastRatio(p[shade]!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(THEMED_CLUB_IDS)('club %i has a theme whose button text passes AA', (id) => {
    const tokens = themeTokensFor(id);
    expect(tokens.clubId).toBe(id);
    const p = generatePalette(tokens.brandColor);
    expect(contrastRatio(p[accessibleShade(p)]!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // The member card writes shade 0 labels on shade 9.
    expect(contrastRatio(p[0]!, p[9]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
