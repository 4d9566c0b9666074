import { useAuthState } from '../features/auth/hooks/use-auth-state';
import { clubShown, useClubOverride } from '../lib/club-override';
import { useHomeClub } from '../lib/home-club';

/** Id of the club whose branding and content are shown right now. */
export function useShownClubId(): number {
  const override = useClubOverride();
  const { member, isAuthenticated } = useAuthState();
  const stored = useHomeClub();
  const homeClubId = member?.HomeClubId ?? (isAuthenticated === false ? undefined : stored.homeClubId);
  return clubShown(override, homeClubId);
}
