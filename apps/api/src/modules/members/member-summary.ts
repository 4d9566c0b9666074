import type { MemberSummary } from '@fairway/contracts';
import { isoString } from '../../lib/time';
import type { Balances } from './home-balance-repository';
import type { MemberProfileRow } from './member-repository';

/** Maps the database row to the spec's wire names (member-area §3); the one place this mapping lives. */
export function toMemberSummary(
  profile: MemberProfileRow,
  balances: Balances,
  session: { impersonatorName: string | null },
  now: Date,
): MemberSummary {
  const expires = profile.membershipExpires;
  return {
    UserGuid: profile.id,
    Username: profile.email,
    Forename: profile.forename,
    Surname: profile.surname,
    ContactNumber: profile.phone,
    HomeClubId: profile.homeClubId,
    HomeClubName: profile.homeClubName,
    HomePoints: balances.homePoints,
    AwayPoints: balances.flexiPoints,
    MembershipType: profile.membershipType,
    CompletedFirstPayment: profile.completedFirstPayment,
    MembershipExpires: expires ? isoString(expires) : null,
    IsCorporateMember: profile.isCorporate,
    CompanyName: profile.companyName,
    BannerUrl: profile.bannerUrl,
    ThumbUrl: profile.thumbUrl,
    AutoRenewOn: profile.autoRenew,
    IsAdmin: profile.isAdmin,
    StaffClubId: profile.staffClubId,
    IsInArrears: profile.isInArrears,
    // A membership that has not started yet (no expiry date) is not expired.
    IsExpired: expires !== null && expires.getTime() < now.getTime(),
    IsImpersonating: session.impersonatorName !== null,
    ImpersonatorName: session.impersonatorName,
    FlexiPointsAllowed: profile.flexiPointsAllowed,
    PackageName: profile.packageName,
  };
}
