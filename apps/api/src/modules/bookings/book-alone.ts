import type { Db } from '../../db/client';
import { restrictionSince } from '../../domain/booking-rules/restriction';
import { AppError } from '../../lib/app-error';
import { bookingsCommitted } from '../../lib/metrics';
import type { BookingCommand } from './booking-command';
import { bookingOf, planPlace, storedDetails, viewOf } from './booking-plan';
import type { BookingQuote } from './booking-quote';
import { bookAlone, readAloneInputs } from './booking-store';
import { slotFull } from './errors';
import { toBooking } from './mapper';
import type { BookOrHoldResult } from './party-hold-plan';

/**
 * Whether a booking can be made alone (`bookAloneFast`): the member books for themselves only, and nothing
 * but the booking (and, on a day opening through a release line, the booker's turn) is written with it: no
 * party, hold, offer, later nights or stored details. Everything else, and anything the alone path finds
 * unusual, goes through the transaction.
 */
export function aloneEligible(command: BookingCommand, quote: BookingQuote): boolean {
  return (
    command.party.length === 0 &&
    command.places.from === 'start' &&
    command.notices?.told == null &&
    !(quote.choice.nights !== undefined && quote.choice.nights > 1) &&
    storedDetails(quote) === null
  );
}

/**
 * The 07:00 path (issue 24 §2): a member booking alone in two statements and no transaction of its own.
 * The rules decide on an unlocked read; one call then locks the member, checks that read still stands,
 * claims the key and writes, all or nothing; a start the read saw full is refused after the member's
 * own rules, in that one statement. Null hands the booking to the transaction, which decides
 * again from scratch: the key was used before (a replay), the read went stale under the lock, lots are
 * due to expire, the club's webhooks want the event (written in the booking's transaction), the codes
 * collided, or the member is unknown. Refusals are the transaction's own, from the same rules. On a day
 * opening through a release line, the booker's live turn is taken in that one statement too (the admitted
 * booking, issue 45 §3); the transaction refuses in the order it checks, the turn before the member's
 * rules, so a refusal of those rules on such a day is left to it.
 */
export async function bookAloneFast(
  db: Db,
  input: BookingCommand,
  quote: BookingQuote,
  at: { startsAt: Date; requestHash: string },
): Promise<BookOrHoldResult | null> {
  const { now } = input;
  const read = await readAloneInputs(db, {
    bookerId: input.memberId,
    key: input.idempotencyKey,
    localDate: quote.local.date,
    now,
    clubId: quote.club.id,
    restrictionSince: quote.club.restriction ? restrictionSince(quote.club.restriction, now) : null,
    start: {
      courseId: quote.course.id,
      startsAt: at.startsAt,
      people: quote.costs.length,
      capacity: quote.schedule.capacity,
    },
  });
  if (!read || read.keyUsed || read.webhooks || read.payer.wallet.dueLots > 0) return null;
  const locked = new Map([[input.memberId, read.payer]]);
  const place = { ...input, startsAt: at.startsAt };
  const planned = await planPlace(
    { ...place, locked, restrictionCount: read.restrictionCount, restrictionCounts: new Map() },
    quote,
    () => Promise.reject(new Error('due lots are expired in the transaction')),
  ).catch((error: unknown) => {
    if (quote.line !== null && error instanceof AppError) return null;
    throw error;
  });
  if (!planned) return null;
  const { players, booker, debits } = planned;
  // Full already (most answers when a sheet opens): refused after the member's own rules, as the write
  // would refuse it, without a lock or a second statement.
  if (read.startFull) {
    if (quote.line !== null) return null;
    throw slotFull();
  }
  const { booking, write } = bookingOf(place, quote, players, debits);
  const outcome = await bookAlone(db, {
    ...write,
    requestHash: at.requestHash,
    inputs: read.inputs,
    line: quote.line,
  });
  if (outcome.kind === 'not_your_turn') {
    throw new AppError('LINE_NOT_YOUR_TURN', { params: { Position: outcome.position } });
  }
  if (outcome.kind === 'full') throw slotFull();
  if (outcome.kind === 'points_changed') throw new AppError('POINTS_CHANGED');
  if (outcome.kind !== 'booked') return null;
  bookingsCommitted.inc({ event: 'created' });
  const view = viewOf(booking, outcome.id, quote, booker, null);
  return {
    kind: 'booked',
    booking: toBooking(view, now),
    replayed: false,
    timeZone: view.timeZone,
  };
}
