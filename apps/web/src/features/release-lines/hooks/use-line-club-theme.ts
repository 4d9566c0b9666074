import { useEffect } from 'react';
import { setOverridingClubId } from '../../../lib/club-override';

/**
 * A line's own pages (its waiting room, its audit) wear the theme of the club whose tee sheet it opens,
 * as that club's booking screen does, while they are shown.
 */
export function useLineClubTheme(clubId: number | undefined): void {
  useEffect(() => {
    if (clubId === undefined) return;
    setOverridingClubId(clubId);
    return () => setOverridingClubId(undefined);
  }, [clubId]);
}
