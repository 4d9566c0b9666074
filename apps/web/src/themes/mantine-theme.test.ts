import { type ClubTheme, themeCssVariables } from '@fairway/contracts';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { buildMantineTheme } from './mantine-theme';
import { PLATFORM_THEME } from './platform-theme';

const SERIF = "Georgia, Cambria, 'Times New Roman', Times, serif";
const themes: ClubTheme[] = [
  PLATFORM_THEME,
  { ...PLATFORM_THEME, primaryColor: '#14532d', headingFontFamily: SERIF, radius: 'xs' },
  { ...PLATFORM_THEME, primaryColor: '#7fd1ff', radius: 'sm' },
  { ...PLATFORM_THEME, primaryColor: '#1d4ed8', fontFamily: SERIF, radius: 'lg' },
  { ...PLATFORM_THEME, primaryColor: '#ffee00', radius: 'xl' },
];

/** The CSS variables MantineProvider sets for a theme, with var() references to each other resolved. */
function mantineVariables(theme: ClubTheme): (name: string) => string | undefined {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, buildMantineTheme(theme)));
  const all: Record<string, string> = { ...resolved.variables, ...resolved.light };
  const resolve = (value: string): string =>
    value.replace(/var\((--mantine-color-[\w-]+)\)/g, (ref, name: string) =>
      all[name] === undefined ? ref : resolve(all[name]),
    );
  return (name) => (all[name] === undefined ? undefined : resolve(all[name]));
}

describe('Mantine theme of a club document', () => {
  it.each(themes.map((t) => [t.primaryColor, t.radius, t] as const))(
    'sets the same first-paint variables the server writes into index.html (%s, %s)',
    (_colour, _radius, theme) => {
      const fromMantine = mantineVariables(theme);
      for (const [name, value] of Object.entries(themeCssVariables(theme))) {
        expect(fromMantine(name), name).toBe(value);
      }
    },
  );
});
