import { useAuthState } from '../../features/auth/hooks/use-auth-state';
import { useClubContent } from '../../features/clubs/api/get-club-content';
import { useClubDetails } from '../../features/clubs/api/get-club-details';
import { clubFeatures } from '../../features/clubs/hooks/club-features';
import { useAdditionalBookers } from '../../features/extras/api/get-additional-bookers';
import { themeTokensFor } from '../../themes/registry';
import { useShownClubId } from '../use-shown-club';
import type { MenuInput } from './menu-items';

/** What the layout shell needs: who is signed in, and the shown club's content and features. */
export function useLayoutData() {
  const { isAuthenticated, member } = useAuthState();
  const clubId = useShownClubId();
  const content = useClubContent(clubId).data;
  const details = useClubDetails(member ? member.HomeClubId : undefined).data;
  const features = clubFeatures(details?.Courses ?? [], content);
  const additionalBookers = useAdditionalBookers(member ? member.HomeClubId : undefined).data;
  const tokens = themeTokensFor(clubId);
  const buddiesTextPlural = tokens.buddiesTextPlural;
  const menuInput: MenuInput = {
    isAuthenticated: isAuthenticated === true,
    homeClubId: member?.HomeClubId ?? clubId,
    features,
    showContactInsteadOfHelp: content?.showContactInsteadOfHelp ?? false,
    buddiesTextPlural,
    additionalBookerCount: additionalBookers?.length ?? 0,
  };
  return {
    isAuthenticated: isAuthenticated === true,
    member,
    content,
    clubName: content?.clubName ?? tokens.name,
    menuInput,
  };
}
