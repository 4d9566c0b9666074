import { useClubContent } from '../api/get-club-content';
import { useClubDetails } from '../api/get-club-details';
import { clubFeatures } from './club-features';

export interface ClubSwitches {
  /** Nothing can be bought for this club: no Renew or Top-up tab, basket, top-up links or card saving. */
  checkoutDisabled: boolean;
  /** The club counts rounds, not points. */
  pointsDisabled: boolean;
  /** The club's content has arrived: links that sell only appear once it has said they may. */
  known: boolean;
}

/**
 * A club's commerce switches (member-area §4, §7): its content's disableCheckout and disablePoints, and
 * checkout off for a club with a spa course. Every screen that sells something asks here, so club 537
 * and its kind are one document away, never a club id in code. Until the club is known nothing is off.
 */
export function useClubSwitches(clubId: number | undefined): ClubSwitches {
  const content = useClubContent(clubId ?? 0).data;
  const details = useClubDetails(clubId).data;
  return {
    checkoutDisabled: clubFeatures(details?.Courses ?? [], content).checkoutDisabled,
    pointsDisabled: content?.disablePoints ?? false,
    known: content !== undefined,
  };
}
