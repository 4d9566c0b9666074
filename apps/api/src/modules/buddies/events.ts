import type { Notifier } from '../notifications';

/**
 * What the buddies module tells the rest of the server, after the change has committed. The notifier
 * subscribes here (one hook list decorated on the app as `app.buddies.onEvent`); a hook that fails is
 * logged by its owner and never undoes or fails the change that caused it.
 */
export type BuddyParty = { memberId: string; name: string };

export type BuddyEvent =
  /** `from` asked `to` to become buddies. */
  | { type: 'request_created'; from: BuddyParty; to: BuddyParty }
  /** `by` accepted the request `requester` had sent. */
  | { type: 'request_accepted'; by: BuddyParty; requester: BuddyParty }
  /** `by` declined the request `requester` had sent. */
  | { type: 'request_declined'; by: BuddyParty; requester: BuddyParty }
  /** `booker` booked `buddy` into booking `bookingId` (the buddy paying their share unless `paidByBooker`). */
  | {
      type: 'booked_by_buddy';
      booker: BuddyParty;
      buddy: BuddyParty;
      bookingId: number;
      startsAt: string;
      courseName: string;
      clubName: string;
      paidByBooker: boolean;
    };

export type BuddyEventHook = (event: BuddyEvent) => Promise<void>;
/**
 * `notifier` writes the request, accepted and declined notifications in the same transaction as the
 * change; `onEvent` hooks run after commit. The booked-in notification is written by the booking
 * transaction itself (bookings/booking-pipeline.ts).
 */
export type BuddyDeps = { onEvent: BuddyEventHook[]; notifier: Notifier };

export async function emitBuddyEvent(deps: BuddyDeps, event: BuddyEvent): Promise<void> {
  for (const hook of deps.onEvent) {
    await hook(event).catch(() => {
      // A notification that fails must not turn a committed buddy change into an error.
    });
  }
}
