import type { MemberSummary } from '@fairway/contracts';
import { LOW_POINTS_THRESHOLD } from '@fairway/contracts/constants';
import { monthsUntil } from '../../../lib/dates';

export type BannerKind = 'expired' | 'renewalDue' | 'lowPoints';
export type DashboardTabName = 'dashboard' | 'renew' | 'topup';

/** The tab that answers a banner: renewing for expiry, topping up for low points. */
export function bannerTarget(kind: BannerKind): Exclude<DashboardTabName, 'dashboard'> {
  return kind === 'lowPoints' ? 'topup' : 'renew';
}

export interface BannerInput {
  member: Pick<MemberSummary, 'IsExpired' | 'MembershipExpires' | 'CompletedFirstPayment' | 'MembershipType'>;
  totalPoints: number;
  lowPointsNoticeEligible: boolean;
  checkoutDisabled: boolean;
  now?: Date;
}

export interface BannerState {
  kind: BannerKind;
  /** Checkout is off for the club: the banner asks the member to speak to the team instead. */
  speakToTeam: boolean;
}

/** The expired or renewal banner of the dashboard (member-area §2, §4, §8): at most one shows. */
export function membershipBanner(input: BannerInput): BannerState | null {
  const { member, checkoutDisabled } = input;
  const speakToTeam = checkoutDisabled && member.CompletedFirstPayment;
  if (member.IsExpired) return { kind: 'expired', speakToTeam: speakToTeam && member.MembershipType === 0 };
  if (member.MembershipExpires && monthsUntil(member.MembershipExpires, input.now) <= 0) {
    return { kind: 'renewalDue', speakToTeam };
  }
  if (input.lowPointsNoticeEligible && input.totalPoints < LOW_POINTS_THRESHOLD) {
    return { kind: 'lowPoints', speakToTeam };
  }
  return null;
}
