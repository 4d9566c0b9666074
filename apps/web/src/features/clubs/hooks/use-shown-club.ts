import { clubShown, useClubOverride } from '../../../lib/club-override';
import { useHomeClub } from '../../../lib/home-club';
import { useAuthState } from '../../session';
import { bootstrapClubDocument } from '../lib/club-bootstrap';

/**
 * Id of the club whose branding and content are shown right now. While the session is still being
 * checked, the club the server themed the page for (it knows the session), else the stored home club.
 */
export function useShownClubId(): number {
  const override = useClubOverride();
  const { member, isAuthenticated } = useAuthState();
  const stored = useHomeClub();
  const homeClubId =
    member?.HomeClubId ??
    (isAuthenticated === false ? undefined : (bootstrapClubDocument()?.clubId ?? stored.homeClubId));
  return clubShown(override, homeClubId);
}
