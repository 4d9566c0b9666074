import { describe, expect, it } from 'vitest';
import {
  AA_TEXT_CONTRAST,
  accessibleShade,
  contrastRatio,
  generatePalette,
  themeCssVariables,
} from './palette';

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

  it('gives every brand colour a button shade and card text that pass AA', () => {
    // A sweep over the colour cube: whatever colour a club document names, its theme stays readable.
    const steps = ['00', '33', '66', '99', 'cc', 'ff'];
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const p = generatePalette(`#${r}${g}${b}`);
          expect(contrastRatio(p[accessibleShade(p)]!, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
          // The member card writes shade 0 labels on shade 9.
          expect(contrastRatio(p[0]!, p[9]!)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        }
  });

  it('writes the first-paint CSS variables of a theme', () => {
    const vars = themeCssVariables({ primaryColor: '#7fd1ff', fontFamily: 'Arial', radius: 'sm' });
    const p = generatePalette('#7fd1ff');
    expect(vars['--mantine-color-brand-5']).toBe('#7fd1ff');
    expect(vars['--mantine-primary-color-filled']).toBe(p[accessibleShade(p)]);
    expect(vars['--mantine-font-family-headings']).toBe('Arial');
    expect(vars['--mantine-radius-default']).toBe('calc(0.25rem * var(--mantine-scale))');
  });
});
