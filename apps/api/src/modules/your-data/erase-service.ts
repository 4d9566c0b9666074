import type { Db, Tx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { eraseSessionsOf } from '../../plugins/session-member-data-repository';
import { eraseSignInOf } from '../auth';
import { eraseBallotRowsOf } from '../ballots';
import {
  type BookingView,
  eraseBookingRowsOf,
  findFutureBookingsMadeBy,
  findPayers,
  markCancelled,
  undoCancelledBooking,
} from '../bookings';
import { eraseBuddiesOf } from '../buddies';
import { eraseCheckoutRowsOf } from '../checkout';
import { eraseFavouritesOf } from '../explore';
import { findLivePasswordHash, pseudonymiseMember } from '../members';
import { eraseNotificationsOf, type Notifier } from '../notifications';
import { erasePartyHoldsOf } from '../party-holds';
import { lockMember } from '../points';
import { eraseAlertsOf } from '../tee-time-alerts';
import { eraseTrophiesOf } from '../trophies';
import { eraseWaitlistOf } from '../waitlist';
import { eraseFeedOf } from './feed-repository';

const wrongPassword = () =>
  new AppError('INVALID_PASSWORD', { fields: { password: fieldError('validation.currentPassword') } });

/**
 * Deletes the account (issue 23 §2), in one transaction: bookings they made that have not
 * started are cancelled (whatever the cut-off) and every payer refunded through the cancel path, the
 * other players told; personal rows deleted; the member row kept under a pseudonym so the ledger,
 * payments and past bookings still add up. A wrong password changes nothing. Returns the cancelled
 * bookings (the caller refreshes their tee sheets once committed) and the ended sessions (whose live
 * sockets the caller closes).
 */
export async function deleteAccount(
  db: Db,
  input: { memberId: string; password: string; notifier: Notifier; now?: Date },
): Promise<{ cancelled: BookingView[]; endedSessionIds: string[] }> {
  const now = input.now ?? new Date();
  const hash = await findLivePasswordHash(db, input.memberId);
  if (!hash || !(await verifyPassword(hash, input.password))) throw wrongPassword();
  return input.notifier.transaction(db, async (tx, notify) => {
    if (!(await lockMember(tx, input.memberId))) throw wrongPassword();
    const future = await findFutureBookingsMadeBy(tx, input.memberId, now);
    // Every payer of every booking, locked in id order up front: the booking write's lock order.
    const payers = new Set<string>();
    for (const booking of future) for (const payer of await findPayers(tx, booking.id)) payers.add(payer);
    for (const payer of [...payers].sort()) await lockMember(tx, payer);
    const cancelled: BookingView[] = [];
    for (const booking of future) {
      if (!(await markCancelled(tx, booking.id, now, null))) continue;
      await undoCancelledBooking(tx, booking, { cancelledBy: input.memberId, now, notify });
      cancelled.push(booking);
    }
    const endedSessionIds = await deletePersonalRows(tx, input.memberId);
    await pseudonymiseMember(tx, input.memberId, now);
    return { cancelled, endedSessionIds };
  });
}

/**
 * Rows that are the member's alone and carry nothing the club must keep (coverage.ts: deleted), each
 * through its owner, in the caller's transaction. Returns the ids of the sessions it ended.
 */
export async function deletePersonalRows(tx: Tx, memberId: string): Promise<string[]> {
  const ended = await eraseSessionsOf(tx, memberId);
  await eraseSignInOf(tx, memberId);
  await eraseFeedOf(tx, memberId);
  await eraseBuddiesOf(tx, memberId);
  await eraseCheckoutRowsOf(tx, memberId);
  await eraseFavouritesOf(tx, memberId);
  await eraseAlertsOf(tx, memberId);
  await eraseNotificationsOf(tx, memberId);
  await eraseTrophiesOf(tx, memberId);
  await eraseBallotRowsOf(tx, memberId);
  await erasePartyHoldsOf(tx, memberId);
  await eraseWaitlistOf(tx, memberId);
  await eraseBookingRowsOf(tx, memberId);
  return ended;
}
