import { useEffect } from 'react';
import { setOverridingClubId } from '../../../lib/club-override';

/** A page that names a club in its URL wears that club's theme while it is shown. */
export function useClubRouteOverride(clubId: string | undefined) {
  useEffect(() => {
    setOverridingClubId(clubId);
    return () => setOverridingClubId(undefined);
  }, [clubId]);
}
