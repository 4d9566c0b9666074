import type { Db } from '../../db/client';
import { restrictionSince } from '../../domain/booking-rules/restriction';
import { AppError } from '../../lib/app-error';
import { bookingsCommitted } from '../../lib/metrics';
import { admittingLineFrom } from '../release-lines';
import type { BookingCommand } from './booking-command';
import { bookingOf, planPlace, storedDetails, viewOf } from './booking-plan';
import { type BookingQuote, type SlotQuote, withLine } from './booking-quote';
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
export function aloneEligible(command: BookingCommand, quote: SlotQuote): boolean {
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
 * writes and claims the key with the booking, all or nothing; a start the read saw full is refused after
 * the member's own rules, in that one statement. The read carries the course-day's release line gate
 * too (the quote's last question, `quoteSlot` leaves it to this read), so the admitted booking is two
 * statements. A `handover` (the quote, its line answered) hands the booking to the transaction, which decides
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
  slot: SlotQuote,
  at: { startsAt: Date; requestHash: string },
): Promise<BookOrHoldResult | { handover: BookingQuote }> {
  const { now } = input;
  const read = await readAloneInputs(db, {
    bookerId: input.memberId,
    key: input.idempotencyKey,
    localDate: slot.local.date,
    now,
    clubId: slot.club.id,
    restrictionSince: slot.club.restriction ? restrictionSince(slot.club.restriction, now) : null,
    start: {
      courseId: slot.course.id,
      startsAt: at.startsAt,
      people: slot.costs.length,
      capacity: slot.schedule.capacity,
    },
    gate: slot.lineAsk !== null,
  });
  // The quote's line, from the gate this read carried (asked on its own when the read was lost).
  if (!read) return { handover: await withLine(db, slot, now) };
  const { lineAsk: _, ...rest } = slot;
  const quote: BookingQuote = {
    ...rest,
    line: slot.lineAsk ? await admittingLineFrom(db, read.gate, now) : null,
  };
  const handover = { handover: quote };
  if (read.keyUsed || read.webhooks || read.payer.wallet.dueLots > 0) return handover;
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
  if (!planned) return handover;
  const { players, booker, debits } = planned;
  // Full already (most answers when a sheet opens): refused after the member's own rules, as the write
  // would refuse it, without a lock or a second statement.
  if (read.startFull) {
    if (quote.line !== null) return handover;
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
  if (outcome.kind !== 'booked') return handover;
  bookingsCommitted.inc({ event: 'created' });
  const view = viewOf(booking, outcome.id, quote, booker, null);
  return {
    kind: 'booked',
    booking: toBooking(view, now),
    replayed: false,
    timeZone: view.timeZone,
  };
}
