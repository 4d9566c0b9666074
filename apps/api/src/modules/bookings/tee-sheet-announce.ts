import type { FastifyInstance } from 'fastify';
import { localParts } from '../../lib/time';
import type { Hub } from '../../realtime/hub';
import { findTimeZoneOfCourse } from '../courses';

/** A booking's course-day, as the live tee sheet's room names it (the club's local date). */
export type TeeSheetSlot = { courseId: number; startsAt: Date; timeZone: string };

/**
 * After a booking, a cancellation or a staff action on a booking (a cancellation approved, a booking
 * confirmed, fulfilled or marked a no-show) commits: every member watching that course-day (on any
 * instance) refreshes what it shows (places, and the member's own standing under the club's rules). No
 * hub (tests under app.inject, a worker) → nothing to tell.
 */
export function announceTeeSheet(hub: Hub | null, slot: TeeSheetSlot): void {
  if (!hub) return;
  // The zone's one cached formatter (a new Intl.DateTimeFormat per booking cost more than the rest of it).
  hub.toTeeSheet(slot.courseId, localParts(slot.startsAt, slot.timeZone).date);
}

/** After a change to a start's places commits (a booking, a waitlist move): its course-day's live tee sheets refresh. */
export async function announceSlot(
  app: FastifyInstance,
  slot: { courseId: number; startsAt: Date },
): Promise<void> {
  if (!app.hub) return;
  const timeZone = await findTimeZoneOfCourse(app.db, slot.courseId);
  if (timeZone) announceTeeSheet(app.hub, { ...slot, timeZone });
}
