import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ClubTheme } from '@fairway/contracts';
import { AA_TEXT_CONTRAST, contrastRatio } from '@fairway/contracts/palette';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { seedClubs } from '../../../api/src/seed/clubs';
import { LOW_POINTS_BANNER_COLOR } from './accessible-colours';
import { accessibleCssVariables, buildMantineTheme } from './mantine-theme';

/** The light-scheme CSS variables of a theme as MantineProvider sets them, var() references resolved. */
function variablesOf(theme: ClubTheme): (name: string) => string {
  const merged = mergeMantineTheme(DEFAULT_THEME, buildMantineTheme(theme));
  const base = defaultCssVariablesResolver(merged);
  const ours = accessibleCssVariables(merged);
  const all: Record<string, string> = { ...base.variables, ...base.light, ...ours.variables, ...ours.light };
  const resolve = (value: string): string =>
    value.replace(/var\((--mantine-[\w-]+)\)/g, (ref, name: string) =>
      all[name] === undefined ? ref : resolve(all[name]),
    );
  return (name) => resolve(all[name] ?? '');
}

/** #fff → #ffffff (the palette helpers read six digits). */
const long = (hex: string) =>
  /^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;

/** The outside-month day rule of the date picker's stylesheet: its opacity and colour. */
const outsideDayRule = (() => {
  const css = readFileSync(join(import.meta.dirname, 'date-picker.module.css'), 'utf8');
  const rule = css.match(/\.day\[data-outside\]\s*\{([^}]*)\}/)?.[1] ?? '';
  return {
    opacity: Number(rule.match(/opacity:\s*([\d.]+)/)?.[1]),
    color: rule.match(/color:\s*([^;]+);/)?.[1]?.trim() ?? '',
  };
})();

const themes = seedClubs.map((club) => [club.id, club.content.theme] as const);

describe('booking contrast in each of the eleven themes (WCAG AA, 4.5:1)', () => {
  it('covers every themed club', () => {
    expect(themes.map(([id]) => id).sort((a, b) => a - b)).toEqual([
      0, 151, 234, 238, 259, 260, 449, 523, 537, 541, 563,
    ]);
  });

  it.each(themes)(
    'club %i: the low-points banner title and outside-month days read at 4.5:1',
    (_id, theme) => {
      const v = variablesOf(theme);
      const backgrounds = [
        v('--mantine-color-body'),
        v('--mantine-color-white'),
        v('--mantine-color-gray-0'),
      ].map(long);
      expect(outsideDayRule.opacity).toBe(1);
      const outsideDay = long(
        outsideDayRule.color.replace(/var\((--[\w-]+)\)/, (_m, name: string) => v(name)),
      );
      expect(outsideDay).toMatch(/^#[0-9a-f]{6}$/i);
      for (const background of backgrounds) {
        expect(background).toMatch(/^#[0-9a-f]{6}$/i);
        expect(contrastRatio(LOW_POINTS_BANNER_COLOR, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
        expect(contrastRatio(outsideDay, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
      }
    },
  );
});
