import type { Db, Tx } from '../../db/client';
import { offerFreedPlaces, type Slot } from '../bookings';
import { type Notifier, type Notify, notificationTexts } from '../notifications';
import { sweepExpired } from '../waitlist';
import {
  findExpiredOpenHolds,
  findHold,
  findHoldSettings,
  type HoldRow,
  lockHold,
  settleHold,
} from './repository';

export type Release = { reason: 'declined' | 'expired' | 'failed'; detail: string; failureCode?: string };

/**
 * Ends an open hold (declined, expired or failed) in the caller's transaction, with the hold locked
 * first: its places stop counting at once, the booker is told why (so they can book without that
 * buddy), and the places pass to the first waiting party that fits, as any freed places do. False when
 * the hold was no longer open (booked, or settled by someone else first): nothing is told or passed twice.
 */
export async function releaseHold(
  tx: Tx,
  notify: Notify,
  hold: HoldRow,
  release: Release,
  now: Date,
): Promise<boolean> {
  const settled = await settleHold(tx, {
    holdId: hold.id,
    to: release.reason,
    now,
    failureCode: release.failureCode,
    expiredBy: release.reason === 'expired' ? now : undefined,
  });
  if (!settled) return false;
  const settings = await findHoldSettings(tx, hold.clubId, hold.courseId);
  if (settings) {
    await notify(
      hold.bookerId,
      notificationTexts.partyHoldReleased({
        ...release,
        ...settings,
        startsAt: hold.startsAt,
        holdId: hold.id,
      }),
    );
  }
  await offerFreedPlaces(tx, slotOf(hold), now, notify);
  return true;
}

export const slotOf = (hold: HoldRow): Slot => ({ courseId: hold.courseId, startsAt: hold.startsAt });

/**
 * A commit that the booking write refused for good (a payer cannot pay, a revoked link …): the hold fails
 * with that code and its places are released. Null when it was no longer open.
 */
export async function failHold(
  db: Db,
  notifier: Notifier,
  input: { holdId: number; code: string; message: string; now: Date },
): Promise<Slot | null> {
  return notifier.transaction(db, async (tx, notify) => {
    const hold = await lockHold(tx, input.holdId);
    if (!hold) return null;
    const release = { reason: 'failed' as const, detail: input.message, failureCode: input.code };
    return (await releaseHold(tx, notify, hold, release, input.now)) ? slotOf(hold) : null;
  });
}

/**
 * Expires one hold run out by `now`, in one transaction. Null when it was no longer open (its last buddy
 * accepted in time, a buddy declined, or another instance's sweep expired it first).
 */
export async function expireHold(db: Db, notifier: Notifier, holdId: number, now = new Date()) {
  if (!(await findHold(db, holdId))) return null;
  return notifier.transaction(db, async (tx, notify) => {
    const hold = await lockHold(tx, holdId);
    if (!hold) return null;
    return (await releaseHold(tx, notify, hold, { reason: 'expired', detail: '' }, now))
      ? slotOf(hold)
      : null;
  });
}

/**
 * The sweep (the held-places job, every minute): each open hold run out by `now` expires, its booker is
 * told and its places pass on. Correctness never waits for it (a hold past its expiry keeps no places and
 * takes no answers); it only makes the telling prompt.
 */
export async function expireHolds(
  db: Db,
  notifier: Notifier,
  now = new Date(),
  onSlotChanged?: (slot: Slot) => void,
): Promise<{ expired: number }> {
  return sweepExpired(
    await findExpiredOpenHolds(db, now),
    (id) => expireHold(db, notifier, id, now),
    onSlotChanged,
  );
}
