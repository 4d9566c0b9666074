import { useClubContent, useShownClubId } from '../../clubs';

export type BuddyWords = {
  /** The theme's word: Buddy, Friend or Colleague. */
  word: 'Buddy' | 'Friend' | 'Colleague';
  /** Its plural: Buddies, Friends or Colleagues (the screen's path and menu entry). */
  plural: 'Buddies' | 'Friends' | 'Colleagues';
};

/** The shown club's words for buddies (its theme), Buddy/Buddies until the theme has loaded. */
export function useBuddyWords(): BuddyWords & { lower: string; lowerPlural: string } {
  const theme = useClubContent(useShownClubId()).data?.theme;
  const word = theme?.buddiesText ?? 'Buddy';
  const plural = theme?.buddiesTextPlural ?? 'Buddies';
  return { word, plural, lower: word.toLowerCase(), lowerPlural: plural.toLowerCase() };
}
