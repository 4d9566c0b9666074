import { type ClubThemeTokens, SERIF_FONTS, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 523,
  name: 'The Grove Hill',
  brandColor: '#3f3f46',
  fontFamily: SYSTEM_FONTS,
  headingFontFamily: SERIF_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'xs',
};

export default theme;
