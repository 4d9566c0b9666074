import type { BookingTypeValue, ConfirmationStatus } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';

/** One booking as a v1 booking (and a booking event's payload) is made of. */
export type BookingDataRow = {
  id: number;
  ref: string;
  clubId: number;
  courseId: number;
  courseName: string;
  bookingType: BookingTypeValue;
  startsAt: Date;
  timeZone: string;
  players: number;
  juniors: number;
  confirmationStatus: ConfirmationStatus;
  cancelledAt: Date | null;
  noShowAt: Date | null;
  bookedBy: string;
  bookedByName: string;
  notes: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * What the club integrations read of bookings, places and offers. Their owners (bookings, waitlist) sit
 * above integrations (a booking records its event here), so they provide the reads and the composition
 * root passes them in (modules/index.ts). Wired once rather than passed down, so that recordBookingEvent
 * keeps its callers' shape; each runs on the caller's `db`, its transaction too.
 */
export type BookingReadsPort = {
  /** One booking as a booking event's payload names it; null when it is gone. */
  findBookingData(db: DbOrTx, bookingId: number): Promise<BookingDataRow | null>;
  /**
   * The club's bookings (cancelled ones too) by start, then id, starting in [from, to) and after the
   * cursor's booking: `limit` of them and one more (whether a next page follows).
   */
  findBookingsPage(
    db: DbOrTx,
    input: {
      clubId: number;
      from: Date | null;
      to: Date | null;
      after: { startsAt: number; id: number } | null;
      limit: number;
    },
  ): Promise<BookingDataRow[]>;
  /** The club's live bookings of one club-local date, by start. */
  findLiveBookingsOfDay(db: DbOrTx, clubId: number, localDate: string): Promise<BookingDataRow[]>;
  /** Places taken at the courses' starts within [from, to). */
  findPlacesTaken(
    db: DbOrTx,
    courseIds: number[],
    from: Date,
    to: Date,
  ): Promise<{ courseId: number; startsAt: Date; taken: number }[]>;
  /** Places held by live waitlist offers at the courses' starts within [from, to). */
  findPlacesOnOffer(
    db: DbOrTx,
    courseIds: number[],
    from: Date,
    to: Date,
    now: Date,
  ): Promise<{ courseId: number; startsAt: Date; held: number }[]>;
};

let reads: BookingReadsPort | null = null;

/** Wires the reads (the composition root calls it once, before any request or job). */
export function provideBookingReads(port: BookingReadsPort): void {
  reads = port;
}

/** The wired reads. */
export function bookingReads(): BookingReadsPort {
  if (!reads)
    throw new Error('integrations: the booking-reads port is not wired (modules/index.ts wirePorts)');
  return reads;
}
