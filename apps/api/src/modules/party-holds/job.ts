import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { announceTeeSheet } from '../bookings/tee-sheet-announce';
import type { Notifier } from '../notifications';
import type { Slot } from '../waitlist/pass-on';
import { findTimeZoneOfCourse } from '../waitlist/repository';
import { expireHolds } from './release';

/**
 * The party-hold sweep, run by the held-places job each minute (once across instances) beside the
 * waitlist's: holds run out by now expire, their bookers are told and their places pass on. Each changed
 * start's tee sheet refreshes after commit.
 */
export async function runPartyHoldJob(
  deps: { db: Db; notifier: Notifier; hub?: () => Hub | null },
  now = new Date(),
): Promise<{ expired: number }> {
  const changed: Slot[] = [];
  const result = await expireHolds(deps.db, deps.notifier, now, (slot) => changed.push(slot));
  const hub = deps.hub?.() ?? null;
  if (hub) {
    for (const slot of changed) {
      const timeZone = await findTimeZoneOfCourse(deps.db, slot.courseId);
      if (timeZone) announceTeeSheet(hub, { ...slot, timeZone });
    }
  }
  return result;
}
