import type { Booking, CreateBooking } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { BookingPartyPort, PartyMember } from '../bookings';
import { type BuddyDeps, emitBuddyEvent } from './events';
import { ensureHandle, findMemberByPublicId } from './handle-repository';
import { lockAcceptedBuddies } from './link-repository';

/**
 * The booking's buddies as party members: each target must name another member (404 otherwise, 422
 * for the booker). Consent is checked later, inside the booking transaction (`checkBuddyConsent`).
 */
export async function resolveBookingParty(
  db: Db,
  bookerId: string,
  request: Pick<CreateBooking, 'buddies' | 'buddiesPaidByMe'>,
): Promise<PartyMember[]> {
  const paidByMe = new Set(request.buddiesPaidByMe ?? []);
  const party: PartyMember[] = [];
  for (const target of request.buddies ?? []) {
    const member = await findMemberByPublicId(db, target);
    if (!member) throw new AppError('MEMBER_NOT_FOUND');
    if (member.memberId === bookerId) throw new AppError('BUDDY_SELF');
    party.push({
      memberId: member.memberId,
      name: member.name,
      paidBy: paidByMe.has(target) ? 'booker' : 'self',
    });
  }
  return party;
}

/**
 * Spec §6: nobody is booked with their points (or into their day) without an accepted buddy link with
 * the booker at booking time. The links stay share-locked until the booking commits, so a revocation
 * at the same moment takes effect after it.
 */
export function checkBuddyConsent(bookerId: string) {
  return async (tx: Tx, memberIds: readonly string[]): Promise<void> => {
    const buddies = await lockAcceptedBuddies(tx, bookerId, memberIds);
    if (memberIds.some((id) => !buddies.has(id))) throw new AppError('BUDDY_CONSENT_REQUIRED');
  };
}

/** After a new booking: one `booked_by_buddy` event per buddy in the party. */
export async function announcePartyBooking(
  db: Db,
  deps: BuddyDeps,
  input: { bookerId: string; party: readonly PartyMember[]; booking: Booking },
): Promise<void> {
  if (input.party.length === 0 || deps.onEvent.length === 0) return;
  const bookerName = await memberName(db, input.bookerId);
  for (const m of input.party) {
    await emitBuddyEvent(deps, {
      type: 'booked_by_buddy',
      booker: { memberId: input.bookerId, name: bookerName },
      buddy: { memberId: m.memberId, name: m.name ?? '' },
      bookingId: input.booking.Id,
      startsAt: input.booking.Date,
      courseName: input.booking.CourseName,
      clubName: input.booking.ClubName,
      paidByBooker: m.paidBy === 'booker',
    });
  }
}

async function memberName(db: Db, memberId: string): Promise<string> {
  const { publicId } = await ensureHandle(db, memberId);
  return (await findMemberByPublicId(db, publicId))?.name ?? '';
}

/** What a member's booking takes from the buddies module (see BookingPartyPort). */
export const bookingParty: BookingPartyPort = {
  resolve: resolveBookingParty,
  consent: checkBuddyConsent,
  announce: announcePartyBooking,
};
