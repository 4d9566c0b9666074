import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 234,
  name: 'Harrow Vale Golf Club',
  brandColor: '#1d4ed8',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'sm',
};

export default theme;
