import type { Db } from '../../db/client';
import { ageOn } from '../../domain/booking-rules/facility-choice';
import { membershipRefusal, membershipRefusalCode } from '../../domain/booking-rules/membership';
import { dayLimitRefusal } from '../../domain/booking-rules/player-slots';
import { AppError } from '../../lib/app-error';
import { findDateOfBirth } from '../members';
import { type Notify, notificationTexts } from '../notifications';
import type { BookingQuote } from './booking-quote';
import type { LockedPayer } from './booking-store';
import type { PartyMember } from './party';
import type { BookingView } from './repository';

/* The member checks and the party's notices of the booking transaction (booking-pipeline.ts, booking-write.ts). */

/**
 * A treatment with a minimum age refuses a booker younger than that on the day. A member without a date
 * of birth on file is not refused: the spa checks at the desk.
 */
export async function checkTreatmentAge(
  db: Db,
  memberId: string,
  quote: Pick<BookingQuote, 'choice' | 'local'>,
): Promise<void> {
  const treatment = quote.choice.treatment;
  if (!treatment?.minimumAge) return;
  const dateOfBirth = await findDateOfBirth(db, memberId);
  if (dateOfBirth && ageOn(dateOfBirth, quote.local.date) < treatment.minimumAge) {
    throw new AppError('TREATMENT_MIN_AGE', {
      params: { treatment: treatment.name, age: treatment.minimumAge },
    });
  }
}

/** Each buddy in the party hears they were booked in (written in the booking's transaction). */
export async function tellBookedBuddies(
  notify: Notify,
  party: readonly PartyMember[],
  view: BookingView,
): Promise<void> {
  if (party.length === 0) return;
  const bookerName = view.bookedByName;
  for (const m of party) {
    await notify(
      m.memberId,
      notificationTexts.bookedByBuddy({
        bookerName,
        courseName: view.courseName,
        clubName: view.clubName,
        startsAt: view.startsAt,
        timeZone: view.timeZone,
        paidByBooker: m.paidBy === 'booker',
      }),
    );
  }
}

/** The booker's own shortfall, or a buddy's (named, so the booker can offer to pay it). */
export function notEnoughPoints(party: readonly PartyMember[], payerId: string, unit: string, cost: number) {
  const buddy = party.find((m) => m.memberId === payerId);
  if (!buddy) return new AppError('NOT_ENOUGH_POINTS', { params: { unit, cost } });
  return new AppError('BUDDY_NOT_ENOUGH_POINTS', { params: { name: buddy.name ?? '', unit, cost } });
}

export function lockedPayer(locked: Map<string, LockedPayer>, memberId: string): LockedPayer {
  const payer = locked.get(memberId);
  if (!payer) throw new AppError('MEMBER_NOT_FOUND');
  return payer;
}

/** Good standing, and for golf the package's day limits for the places this member takes or books. */
export function checkStanding(payer: LockedPayer, bookingType: number, places: number, now: Date): void {
  const { member, wallet } = payer;
  const standing = membershipRefusal(member, now);
  if (standing) throw new AppError(membershipRefusalCode(standing));
  if (bookingType !== 0) return;
  const refusal = dayLimitRefusal(member, wallet.usage, places);
  if (refusal === 'no_player_slots') throw new AppError('NO_PLAYER_SLOTS');
  if (refusal) throw new AppError('BOOKINGS_PER_DAY_REACHED', { params: { limit: member.bookingsPerDay } });
}
