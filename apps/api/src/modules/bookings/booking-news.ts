import type { Booking, CreateBooking } from '@fairway/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { AfterCommit } from './booking-command';
import type { PartyMember } from './party';
import { announceSlot, announceTeeSheet } from './tee-sheet-announce';

/**
 * What the buddies module adds to a member's booking (wired in modules/index.ts, since buddies sit above
 * bookings): the party's members from the request, their consent checked in the booking's transaction,
 * and the buddies' events after it commits.
 */
export type BookingPartyPort = {
  resolve: (
    db: Db,
    bookerId: string,
    request: Pick<CreateBooking, 'buddies' | 'buddiesPaidByMe'>,
  ) => Promise<PartyMember[]>;
  consent: (bookerId: string) => (tx: Tx, memberIds: readonly string[]) => Promise<void>;
  announce: (
    db: Db,
    buddies: FastifyInstance['buddies'],
    input: { bookerId: string; party: readonly PartyMember[]; booking: Booking },
  ) => Promise<void>;
};

/**
 * A member booking's after-commit stage: the course-day's live tee sheets refresh (a hold's held places
 * count against the start at once too) and the party's buddies hear of it. Nothing else waits for the
 * reply: the trophies a booking earns are worked out when the member reads them (trophies/service.ts).
 */
export const memberBookingNews =
  (app: FastifyInstance, party: BookingPartyPort): AfterCommit =>
  async (committed) => {
    if (committed.kind === 'held') return announceSlot(app, committed.slot);
    const { booking, bookerId } = committed;
    announceTeeSheet(app.hub, {
      courseId: booking.CourseId,
      startsAt: new Date(booking.Date),
      timeZone: committed.timeZone,
    });
    await party.announce(app.db, app.buddies, { bookerId, party: committed.party, booking });
  };
