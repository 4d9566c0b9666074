import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { announceTeeSheet } from '../bookings/tee-sheet-announce';
import type { Notifier } from '../notifications';
import { expireOffers } from './offers';
import type { Slot } from './pass-on';
import { findTimeZoneOfCourse } from './repository';

/**
 * The waitlist job (every minute, once across instances): offers run out by now expire and their places
 * pass to the next party. Correctness never waits for it (an expired offer holds nothing and cannot be
 * accepted); it only makes the pass-on prompt. Each changed start's tee sheet refreshes after commit.
 */
export async function runWaitlistJob(
  deps: { db: Db; notifier: Notifier; hub?: () => Hub | null },
  now = new Date(),
): Promise<{ expired: number }> {
  const changed: Slot[] = [];
  const result = await expireOffers(deps.db, deps.notifier, now, (slot) => changed.push(slot));
  const hub = deps.hub?.() ?? null;
  if (hub) {
    for (const slot of changed) {
      const timeZone = await findTimeZoneOfCourse(deps.db, slot.courseId);
      if (timeZone) announceTeeSheet(hub, { ...slot, timeZone });
    }
  }
  return result;
}
