import { NOTIFICATION_TYPES } from '@fairway/contracts/constants';
import { lineTurnOfAction } from '@fairway/contracts/release-line-constants';
import { appPaths } from '../../../lib/paths';
import { holdIdOfAction } from '../../bookings';
import { alertBookHref, alertTargetOf } from '../../tee-time-search';

type BuddiesPlural = Parameters<typeof appPaths.buddies>[0];

/** A ballot's result names its ballot in the action (`ballot:{id}`): the id, else null. */
export function ballotIdOf(action: string | null | undefined): number | null {
  const match = /^ballot:([1-9]\d{0,9})$/.exec(action ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * Where a notification leads (member-area §3): 0 booking → /, 1 trophy → /Trophies, 2 buddy request →
 * the buddies screen, 3 account and 4 ticket → the account, 7 waitlist offer → / (my places and offers);
 * 5 payment and other generic info nowhere; a ballot's result (action `ballot:{id}`) → that ballot's
 * audit screen; 8 a buddy's held booking asking me, and the booker's news of one (action
 * `party-hold:{id}…`) → the invitations screen; 9 a tee time matching an alert opened (action
 * `tee-time-alert:…`) → that start on its booking screen, chosen.
 */
export function notificationDestination(
  type: number,
  buddiesPlural: BuddiesPlural,
  action?: string | null,
): string | null {
  // A ballot's result (won or lost, whatever its type) leads to how that ballot was drawn.
  const ballotId = ballotIdOf(action);
  if (ballotId !== null) return appPaths.ballotAudit(ballotId);
  const opened = type === NOTIFICATION_TYPES.teeTimeAlert ? alertTargetOf(action) : null;
  if (opened) return alertBookHref(opened);
  // A release line's turn leads to its waiting room (the tee sheet is one step on).
  const turn = type === NOTIFICATION_TYPES.lineTurn ? lineTurnOfAction(action) : null;
  if (turn) return appPaths.releaseLine(turn.lineId);
  if (type === NOTIFICATION_TYPES.partyHoldInvitation || holdIdOfAction(action) !== null) {
    return appPaths.invitations();
  }
  switch (type) {
    case NOTIFICATION_TYPES.booking:
    case NOTIFICATION_TYPES.waitlistOffer: // the dashboard lists my waitlist places and live offers
      return appPaths.home();
    case NOTIFICATION_TYPES.trophy:
      return appPaths.trophies();
    case NOTIFICATION_TYPES.buddyRequest:
      return appPaths.buddies(buddiesPlural);
    case NOTIFICATION_TYPES.account:
    case NOTIFICATION_TYPES.ticket:
      return appPaths.account();
    default:
      return null;
  }
}

/** Trophies are never listed nor popped up (member-area §3). */
export const isShown = (type: number) => type !== NOTIFICATION_TYPES.trophy;

/** The buddy's name on a buddy-request notification: the first two words of its description (§4). */
export const buddyNameOf = (description: string) => description.trim().split(/\s+/).slice(0, 2).join(' ');
