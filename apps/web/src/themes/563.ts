import { type ClubThemeTokens, SERIF_FONTS, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 563,
  name: 'Oakmere Park Golf & Spa',
  brandColor: '#1e3a5f',
  fontFamily: SYSTEM_FONTS,
  headingFontFamily: SERIF_FONTS,
  fonts: [],
  buddiesText: 'Friend',
  buddiesTextPlural: 'Friends',
  radius: 'sm',
};

export default theme;
