import type { Db } from '../../db/client';
import type { Hub } from '../../realtime/hub';
import { announceTeeSheet, type Slot } from '../bookings';
import { findTimeZoneOfCourse } from '../courses';
import type { Notifier } from '../notifications';

/**
 * A sweep's loop (the waitlist's offers, the party holds): each row run out expires in its own
 * transaction (`expire`, null when something else settled it first); counts those it expired and reports
 * each start that changed.
 */
export async function sweepExpired(
  due: readonly { id: number }[],
  expire: (id: number) => Promise<Slot | null>,
  onSlotChanged?: (slot: Slot) => void,
): Promise<{ expired: number }> {
  let expired = 0;
  for (const { id } of due) {
    const slot = await expire(id);
    if (!slot) continue;
    expired++;
    onSlotChanged?.(slot);
  }
  return { expired };
}

export type SweepDeps = { db: Db; notifier: Notifier; hub?: () => Hub | null };

/** A job's sweep, then each changed start's tee sheet refreshed (after commit, on every instance). */
export async function runSweepJob(
  deps: SweepDeps,
  sweep: (onSlotChanged: (slot: Slot) => void) => Promise<{ expired: number }>,
): Promise<{ expired: number }> {
  const changed: Slot[] = [];
  const result = await sweep((slot) => changed.push(slot));
  const hub = deps.hub?.() ?? null;
  if (hub) {
    for (const slot of changed) {
      const timeZone = await findTimeZoneOfCourse(deps.db, slot.courseId);
      if (timeZone) announceTeeSheet(hub, { ...slot, timeZone });
    }
  }
  return result;
}
