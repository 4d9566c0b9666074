import { type ClubThemeTokens, SYSTEM_FONTS } from './types';

const theme: ClubThemeTokens = {
  clubId: 259,
  name: 'Westbury Downs',
  brandColor: '#334155',
  fontFamily: SYSTEM_FONTS,
  fonts: [],
  buddiesText: 'Buddy',
  buddiesTextPlural: 'Buddies',
  radius: 'md',
};

export default theme;
