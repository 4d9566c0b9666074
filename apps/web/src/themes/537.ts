import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 537,
  name: 'The Grove Manor',
  brandColor: '#0f4c5c',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
