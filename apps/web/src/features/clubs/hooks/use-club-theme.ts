import type { ClubContent, ClubTheme } from '@fairway/contracts';
import { DEFAULT_CLUB_ID } from '@fairway/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PLATFORM_THEME } from '../../../themes/platform-theme';
import { clubContentQueryOptions } from '../api/get-club-content';
import { useShownClubId } from './use-shown-club';

export type ShownClubTheme = {
  /** The club whose document the theme comes from (an unknown club wears the default club's). */
  clubId: number;
  theme: ClubTheme;
};

/**
 * The theme of the club shown: its document's theme; while another club's document loads, the one
 * already worn (no flash back to a default); for an unknown club, the default club's document.
 */
export function useClubTheme(): ShownClubTheme {
  const clubId = useShownClubId();
  const own = useQuery({ ...clubContentQueryOptions(clubId), placeholderData: keepPreviousData });
  const fallback = useQuery({
    ...clubContentQueryOptions(DEFAULT_CLUB_ID),
    enabled: own.isError && clubId !== DEFAULT_CLUB_ID,
  });
  const document: ClubContent | undefined = own.data ?? fallback.data;
  return document
    ? { clubId: document.clubId, theme: document.theme }
    : { clubId: DEFAULT_CLUB_ID, theme: PLATFORM_THEME };
}
