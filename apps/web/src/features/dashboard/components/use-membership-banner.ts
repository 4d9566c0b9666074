import type { ClubContent, MemberSummary } from '@fairway/contracts';
import { clubFeatures, useClubDetails } from '../../clubs';
import { usePoints } from '../../members';
import { type BannerState, membershipBanner } from './membership-banners';

/** The member's balances and the banner they call for (member-area §4, §8), for every dashboard tab. */
export function useMembershipBanner(
  member: MemberSummary,
  content: ClubContent | undefined,
): { banner: BannerState | null; homePoints: number; openPlayPoints: number } {
  const points = usePoints().data;
  const details = useClubDetails(member.HomeClubId).data;
  const homePoints = points?.homePoints ?? member.HomePoints;
  const openPlayPoints = points?.flexiPoints ?? member.AwayPoints;
  const banner = membershipBanner({
    member,
    totalPoints: homePoints + (member.FlexiPointsAllowed ? openPlayPoints : 0),
    lowPointsNoticeEligible: content?.lowPointsNoticeEligible ?? true,
    checkoutDisabled: clubFeatures(details?.Courses ?? [], content).checkoutDisabled,
  });
  return { banner, homePoints, openPlayPoints };
}
