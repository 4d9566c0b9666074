import type { CancellationRequest, StaffQueue } from '@fairway/contracts';
import { NOTIFICATION_TYPES } from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { cancelRefusal } from '../../domain/booking-rules/cutoff';
import { AppError, notFound } from '../../lib/app-error';
import { assertInScope, type ClubScope } from '../../plugins/staff-access';
import {
  type BookingView,
  findAnyBookingView,
  findAwaitingConfirmation,
  findBookingClub,
  findBookingView,
  findExtrasToFulfil,
  findPayers,
  markCancelled,
  type TeeSheetSlot,
  toBooking,
  undoCancelledBooking,
} from '../bookings';
import { findMemberName, findMemberNames } from '../members';
import type { Notifier } from '../notifications';
import { lockMember } from '../points';
import {
  decideRequest,
  findCancellationRequest,
  findOpenRequests,
  insertCancellationRequest,
} from './cancellation-repository';

const requestNotFound = () => notFound('CANCELLATION_REQUEST_NOT_FOUND');

async function nameOf(db: DbOrTx, memberId: string): Promise<string> {
  return (await findMemberName(db, memberId)) ?? '';
}

/**
 * The member asks the club to cancel a booking inside the cut-off (member-area issue 11 §2). Refused when
 * the booking can still be cancelled online, is cancelled or over, or already has an open request.
 */
export async function requestCancellation(
  db: Db,
  input: { memberId: string; bookingId: number; now?: Date },
): Promise<CancellationRequest> {
  const now = input.now ?? new Date();
  const booking = await findBookingView(db, input.bookingId, input.memberId);
  if (!booking) throw notFound('BOOKING_NOT_FOUND');
  const refusal = cancelRefusal(
    {
      cancelled: booking.cancelledAt !== null,
      startsAt: booking.startsAt,
      cutoffHours: booking.cancellationCutoffHours,
    },
    now,
  );
  if (refusal === 'already_cancelled') throw new AppError('ALREADY_CANCELLED');
  if (refusal === 'expired') throw new AppError('BOOKING_IN_PAST');
  if (refusal === null) throw new AppError('CANCELLATION_REQUEST_NOT_NEEDED');
  const row = await insertCancellationRequest(db, {
    bookingId: booking.id,
    memberId: input.memberId,
    createdAt: now,
  });
  if (!row) throw new AppError('CANCELLATION_REQUEST_OPEN');
  return {
    Id: row.id,
    BookingId: row.bookingId,
    MemberGuid: row.memberId,
    MemberName: await nameOf(db, row.memberId),
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    Booking: toBooking(booking, now),
  };
}

/** Any booking by id, as staff see it (not limited to the bookings a member is on). */
export async function staffBookingView(db: DbOrTx, bookingId: number): Promise<BookingView | null> {
  return findAnyBookingView(db, bookingId);
}

/**
 * The club queue: bookings awaiting confirmation (upcoming, not cancelled) and open cancellation
 * requests, of one club for club staff.
 */
export async function staffQueue(db: Db, scope: ClubScope, now = new Date()): Promise<StaffQueue> {
  const pending = await findAwaitingConfirmation(db, scope, now, 100);
  const open = await findOpenRequests(db, scope, 100);
  const names = await findMemberNames(
    db,
    open.map((r) => r.memberId),
  );
  const requests: CancellationRequest[] = [];
  for (const r of open) {
    const view = await staffBookingView(db, r.bookingId);
    const name = names.get(r.memberId);
    if (!view || name === undefined) continue;
    requests.push({
      Id: r.id,
      BookingId: r.bookingId,
      MemberGuid: r.memberId,
      MemberName: name,
      Status: r.status,
      CreatedAt: r.createdAt.toISOString(),
      Booking: toBooking(view, now),
    });
  }
  const extras = await findExtrasToFulfil(db, scope, 100);
  return {
    AwaitingConfirmation: pending.map((b) => toBooking(b, now)),
    CancellationRequests: requests,
    ExtrasToFulfil: extras.map((b) => toBooking(b, now)),
  };
}

/**
 * Staff answer a cancellation request. Approving cancels the booking and refunds every payer's exact debits
 * (the same lots), once: the request moves from open conditionally, so concurrent approvals refund once.
 */
export async function decideCancellationRequest(
  db: Db,
  notifier: Notifier,
  input: {
    requestId: number;
    staffId: string;
    approve: boolean;
    scope: ClubScope;
    now?: Date;
    /** Called once an approval has committed, with the course-day whose places it released. */
    onPlacesReleased?: (slot: TeeSheetSlot) => void;
  },
): Promise<CancellationRequest> {
  const now = input.now ?? new Date();
  const { bookingId, memberId } = await notifier.transaction(db, async (tx, notify) => {
    const request = await findCancellationRequest(tx, input.requestId);
    if (!request) throw requestNotFound();
    const clubId = await findBookingClub(tx, request.bookingId);
    if (clubId === null) throw requestNotFound();
    assertInScope(input.scope, clubId);
    const moved = await decideRequest(tx, {
      id: input.requestId,
      approve: input.approve,
      staffId: input.staffId,
      now,
    });
    if (!moved) throw new AppError('CANCELLATION_REQUEST_DECIDED');
    const view = await staffBookingView(tx, moved.bookingId);
    if (!view) throw notFound('BOOKING_NOT_FOUND');
    if (input.approve) {
      for (const payer of await findPayers(tx, view.id)) await lockMember(tx, payer);
      if (!(await markCancelled(tx, view.id, now, 'Cancelled by the club on request'))) {
        throw new AppError('ALREADY_CANCELLED');
      }
      // Every other player was refunded too: each is told, as when a player cancels (member-area §6).
      await undoCancelledBooking(tx, view, { cancelledBy: moved.memberId, now, notify });
    }
    await notify(moved.memberId, {
      type: NOTIFICATION_TYPES.booking,
      title: input.approve ? 'Cancellation approved' : 'Cancellation declined',
      description: input.approve
        ? `${view.clubName} cancelled your booking at ${view.courseName}; your points have been refunded.`
        : `${view.clubName} declined your request to cancel the booking at ${view.courseName}.`,
    });
    return moved;
  });
  const row = await findCancellationRequest(db, input.requestId);
  const view = await staffBookingView(db, bookingId);
  if (!row || !view) throw requestNotFound();
  if (input.approve) input.onPlacesReleased?.(view);
  return {
    Id: row.id,
    BookingId: row.bookingId,
    MemberGuid: memberId,
    MemberName: await nameOf(db, memberId),
    Status: row.status,
    CreatedAt: row.createdAt.toISOString(),
    Booking: toBooking(view, now),
  };
}
