import type { Hub } from '../../realtime/hub';

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
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: slot.timeZone }).format(slot.startsAt);
  hub.toTeeSheet(slot.courseId, date);
}
