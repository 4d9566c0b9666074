import {
  clubFeatures,
  useAdditionalBookers,
  useClubContent,
  useClubDetails,
  useClubSwitches,
  useShownClubId,
} from '../../features/clubs';
import { useAuthState } from '../../features/session';
import type { MenuInput } from './menu-items';

/** What the layout shell needs: who is signed in, and the shown club's content and features. */
export function useLayoutData() {
  const { isAuthenticated, member } = useAuthState();
  const clubId = useShownClubId();
  const content = useClubContent(clubId).data;
  const details = useClubDetails(member ? member.HomeClubId : undefined).data;
  const features = clubFeatures(details?.Courses ?? [], content);
  const additionalBookers = useAdditionalBookers(member ? member.HomeClubId : undefined).data;
  // The member's own club decides what the bar sells and counts, whichever club's page is shown.
  const homeSwitches = useClubSwitches(member?.HomeClubId);
  const buddiesTextPlural = content?.theme.buddiesTextPlural ?? 'Buddies';
  const menuInput: MenuInput = {
    isAuthenticated: isAuthenticated === true,
    homeClubId: member?.HomeClubId ?? clubId,
    features,
    showContactInsteadOfHelp: content?.showContactInsteadOfHelp ?? false,
    buddiesTextPlural,
    additionalBookerCount: additionalBookers?.length ?? 0,
    firstPaymentDue: member !== undefined && !member.CompletedFirstPayment && !member.IsAdmin,
  };
  return {
    isAuthenticated: isAuthenticated === true,
    member,
    content,
    clubName: content?.clubName ?? '',
    menuInput,
    homeSwitches,
  };
}
