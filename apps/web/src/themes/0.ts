import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 0,
  name: 'Fairway Golf Network',
  brandColor: '#1f6f43',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
