import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { type BookingView, findPayers, markCancelled, undoCancelledBooking } from '../bookings';
import type { Notifier } from '../notifications';
import { lockMember } from '../points';
import {
  deletePersonalRows,
  findFutureBookingsMadeBy,
  findPasswordHash,
  pseudonymiseMember,
} from './erase-repository';

const wrongPassword = () =>
  new AppError('INVALID_PASSWORD', { fields: { password: fieldError('validation.currentPassword') } });

/**
 * Deletes the member's account (issue 23 §2), in one transaction: bookings they made that have not
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
  const hash = await findPasswordHash(db, input.memberId);
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
