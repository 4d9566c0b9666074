import { memberHandles } from '../../db/schema/buddies';
import { selection } from '../../db/selection';

/** A member's share code, by member id (the staff console finds a member by it): db/selection.ts. */
export const shareCodes = selection
  .select({ memberId: memberHandles.memberId, shareCode: memberHandles.shareCode })
  .from(memberHandles)
  .as('share_codes');
