import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 238,
  name: 'Lindale Park Golf Club',
  brandColor: '#065f46',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
