type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(a: Rgb, b: Rgb, weight: number): Rgb {
  return [0, 1, 2].map((i) => a[i]! * (1 - weight) + b[i]! * weight) as Rgb;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const LIGHT_STEPS = [0.92, 0.8, 0.64, 0.46, 0.24];
const DARK_STEPS = [0.16, 0.3, 0.44, 0.56];

/** Ten shades, lightest first, with the brand colour itself at index 5 (Mantine's convention). */
export function generatePalette(brand: string): string[] {
  const rgb = hexToRgb(brand);
  const light = LIGHT_STEPS.map((w) => rgbToHex(mix(rgb, WHITE, w)));
  const dark = DARK_STEPS.map((w) => rgbToHex(mix(rgb, BLACK, w)));
  return [...light, rgbToHex(rgb), ...dark];
}

export const AA_TEXT_CONTRAST = 4.5;

/**
 * The first shade from the brand colour down that carries white text at WCAG AA. Buttons, links and
 * focus rings all use this shade, so every club passes the contrast check whatever its brand colour.
 */
export function accessibleShade(palette: string[]): number {
  for (let i = 5; i < palette.length; i++) {
    if (contrastRatio(palette[i]!, '#ffffff') >= AA_TEXT_CONTRAST) return i;
  }
  return palette.length - 1;
}

/** Mantine's default radius scale, in rem. */
const RADIUS_REM = { xs: 0.125, sm: 0.25, md: 0.5, lg: 1, xl: 2 } as const;

export type ThemeCssInput = {
  primaryColor: string;
  fontFamily: string;
  headingFontFamily?: string | undefined;
  radius: keyof typeof RADIUS_REM;
};

/**
 * The Mantine CSS variables of a club theme that a first paint shows: brand shades, the primary filled
 * colour, fonts and radius. The server writes them into index.html so the page wears the club's colours
 * before any script runs; a web test holds them equal to what MantineProvider sets afterwards.
 */
export function themeCssVariables(theme: ThemeCssInput): Record<string, string> {
  const palette = generatePalette(theme.primaryColor);
  const shade = accessibleShade(palette);
  const vars: Record<string, string> = {};
  palette.forEach((colour, i) => {
    vars[`--mantine-color-brand-${i}`] = colour;
  });
  vars['--mantine-color-brand-filled'] = palette[shade]!;
  vars['--mantine-primary-color-filled'] = palette[shade]!;
  vars['--mantine-primary-color-filled-hover'] = palette[shade === 9 ? 8 : shade + 1]!;
  vars['--mantine-font-family'] = theme.fontFamily;
  vars['--mantine-font-family-headings'] = theme.headingFontFamily ?? theme.fontFamily;
  vars['--mantine-radius-default'] = `calc(${RADIUS_REM[theme.radius]}rem * var(--mantine-scale))`;
  return vars;
}
