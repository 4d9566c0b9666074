import { type ClubThemeTokens, SERIF_FONTS, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 449,
  name: 'The Grove Abbey',
  brandColor: '#4c1d95',
  fontFamily: SYSTEM_FONTS,
  headingFontFamily: SERIF_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'sm',
};

export default theme;
