import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 541,
  name: 'Kingsbrook Golf & Country Club',
  brandColor: '#7f1d1d',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Colleague',
  buddiesTextPlural: 'Colleagues',
  radius: 'sm',
};

export default theme;
