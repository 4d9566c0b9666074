import { AA_TEXT_CONTRAST, contrastRatio } from '@fairway/contracts/palette';
import { describe, expect, it } from 'vitest';
import { ACCESSIBLE_COLOUR } from './accessible-colours';

describe('the accessible colours', () => {
  it.each(Object.entries(ACCESSIBLE_COLOUR))(
    '%s reads at AA on white, and a white label on it',
    (_, colour) => {
      expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    },
  );

  it('are needed: Mantine’s darkest green and orange fall below AA', () => {
    expect(contrastRatio('#2b8a3e', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
    expect(contrastRatio('#d9480f', '#ffffff')).toBeLessThan(AA_TEXT_CONTRAST);
  });
});
