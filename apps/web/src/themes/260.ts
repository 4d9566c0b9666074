import { type ClubThemeTokens, SERIF_FONTS, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 260,
  name: 'Eastcliff Links',
  brandColor: '#0e7490',
  fontFamily: SYSTEM_FONTS,
  headingFontFamily: SERIF_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
