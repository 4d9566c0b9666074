import type { EnterBallot } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { minutesOf } from '../../domain/ballot-windows';
import { membershipRefusal, membershipRefusalCode } from '../../domain/booking-rules/membership';
import { AppError } from '../../lib/app-error';
import { instantAt } from '../../lib/time';
import { checkParty } from '../buddies';
import { loadCourseDay } from '../courses';
import { findStandings } from '../members';
import type { BallotRow } from './repository';

/** The note the draw's bookings carry (the club's required notes, if any, are met by it). */
export const BALLOT_BOOKING_NOTES = 'Won in the ballot';

/**
 * Issue 46 §4: an entry is refused now, with the booking write's own codes, when the draw could not book
 * it: a member of the party not in good standing (`MEMBERSHIP_EXPIRED`, `FIRST_PAYMENT_DUE`), or a payer
 * who cannot pay their share at one of the preferred times (`NOT_ENOUGH_POINTS`, `BUDDY_NOT_ENOUGH_POINTS`
 * naming the buddy). The same rules as the booking (domain/booking-rules, and the buddies module's
 * party check, which prices and reads wallets as the booking does), read without a lock: what changes
 * before the draw is the draw's to refuse (a forfeit, not counted as a loss).
 */
export async function assertEntryCanBook(
  db: Db,
  input: {
    ballot: BallotRow;
    memberId: string;
    partyIds: readonly string[];
    request: EnterBallot;
    now: Date;
  },
): Promise<void> {
  const { ballot, request, now } = input;
  const standings = await findStandings(db, [input.memberId, ...input.partyIds]);
  for (const id of [input.memberId, ...input.partyIds]) {
    const standing = standings.get(id);
    if (!standing) throw new AppError('MEMBER_NOT_FOUND');
    const refusal = membershipRefusal(standing, now);
    if (refusal) throw new AppError(membershipRefusalCode(refusal));
  }
  const { timeZone } = (await loadCourseDay(db, ballot.clubId, ballot.courseId, ballot.localDate)).club;
  for (const time of request.preferences) {
    const check = await checkParty(
      db,
      {
        memberId: input.memberId,
        request: {
          clubId: ballot.clubId,
          courseId: ballot.courseId,
          time: instantAt(ballot.localDate, minutesOf(time), timeZone).toISOString(),
          players: request.players,
          juniors: request.juniors,
          buddies: request.buddies,
          notes: BALLOT_BOOKING_NOTES,
        },
        now,
      },
      { fromBallot: true },
    );
    const short = check.Payers.find((p) => !p.CanPay);
    if (!short) continue;
    const params = { unit: check.Unit, cost: short.Share };
    throw short.Target === null
      ? new AppError('NOT_ENOUGH_POINTS', { params })
      : new AppError('BUDDY_NOT_ENOUGH_POINTS', { params: { ...params, name: short.Name } });
  }
}
