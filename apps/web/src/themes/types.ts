/** Design tokens of one club. Tokens only: no components, no logic. */
export interface ClubThemeTokens {
  clubId: number;
  /** Club name used when no content has loaded yet (login URL of a visitor, page titles). */
  name: string;
  /** Brand colour; expanded into a contrast-checked Mantine palette. */
  brandColor: `#${string}`;
  fontFamily: string;
  headingFontFamily?: string;
  /** Web fonts, loaded once per family through the FontFace API. */
  fonts: { family: string; src: string; format: string }[];
  buddiesText: string;
  buddiesTextPlural: 'Buddies' | 'Friends' | 'Colleagues';
  radius: 'xs' | 'sm' | 'md' | 'lg';
}

export const SYSTEM_FONTS =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const SERIF_FONTS = "Georgia, Cambria, 'Times New Roman', Times, serif";
