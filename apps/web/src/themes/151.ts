import { type ClubThemeTokens, SERIF_FONTS, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 151,
  name: 'Foxhill Heath Golf Club',
  brandColor: '#14532d',
  fontFamily: SYSTEM_FONTS,
  headingFontFamily: SERIF_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
