import type { PartyHeld } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { restrictionSince } from '../../domain/booking-rules/restriction';
import { AppError } from '../../lib/app-error';
import { bookingsCommitted } from '../../lib/metrics';
import { inTransaction } from '../../lib/transaction';
import type { Notify } from '../notifications';
import { takeLineTurn } from '../release-lines';
import { aloneEligible, bookAloneFast } from './book-alone';
import { checkTreatmentAge, tellBookedBuddies } from './booking-checks';
import type { BookingCommand, BookingOnlyCommand } from './booking-command';
import { type BookingQuote, quoteSlot, withLine } from './booking-quote';
import { lockPartyAndClaimKey } from './booking-store';
import { CodeCollision, placeBooking } from './booking-write';
import { findClaimedBooking, requestHash } from './idempotency';
import { toBooking } from './mapper';
import type { BookOrHoldResult } from './party-hold-plan';
import { type BookingView, findBookingView } from './repository';

export type BookedResult = Extract<BookOrHoldResult, { kind: 'booked' }>;

type Outcome =
  | { kind: 'booked'; view: BookingView }
  | { kind: 'replayed'; id: number }
  | { kind: 'held'; held: PartyHeld; replayed: boolean };
const CODE_ATTEMPTS = 5;

/**
 * The booking write, one pipeline for every caller's command (booking-command.ts):
 * 1. quote: the rules that need no member data, on the club's cached reference data (no transaction);
 *    a member alone then tries the two-statement path (book-alone.ts), whose read also asks the release
 *    line; for anyone else the line is asked on its own;
 * 2. lock and claim, in the booking's transaction: the party's members by id, then the Idempotency-Key
 *    (lock order everywhere: members → key → start → lots), the line's turn, the command's consent;
 * 3. write: the member rules on what the lock read, then the hold (a buddy asked to be asked) or the
 *    booking with its places, points and ledger rows, and the notices of the transaction;
 * 4. after-commit: the command's `afterCommit`, never for a replay of the key.
 * The quote's verdict is only given once the key is claimed, so a retry of a booking that succeeded
 * earlier still gets that booking.
 */
export async function runBooking(db: Db, command: BookingCommand): Promise<BookOrHoldResult> {
  const result = await decideAndWrite(db, command);
  if (command.afterCommit && !result.replayed) {
    await command.afterCommit(
      result.kind === 'held'
        ? { kind: 'held', held: result.held, slot: slotOf(command) }
        : {
            kind: 'booked',
            booking: result.booking,
            timeZone: result.timeZone,
            bookerId: command.memberId,
            party: command.party,
          },
    );
  }
  return result;
}

/** `runBooking` for a command that never holds (no `holds`): the booking. */
export async function bookNow(db: Db, command: BookingOnlyCommand): Promise<BookedResult> {
  const result = await runBooking(db, command);
  if (result.kind !== 'booked') throw new Error('a booking without party holds was held');
  return result;
}

const slotOf = (command: BookingCommand) => ({
  courseId: command.request.courseId,
  startsAt: new Date(command.request.time),
});

/** Stages 1 to 3: the outcome as committed (or replayed). */
async function decideAndWrite(db: Db, command: BookingCommand): Promise<BookOrHoldResult> {
  const { now, party } = command;
  const startsAt = new Date(command.request.time);
  const memberIds = party.map((m) => m.memberId);
  const hash = requestHash(command.request, startsAt, party);
  const slot = await quoteSlot(db, command.request, startsAt, now, {
    fromBallot: command.window === 'ballot',
  })
    .then(async (q) => {
      await checkTreatmentAge(db, command.memberId, q);
      return q;
    })
    .then(
      (q) => ({ ok: true as const, q }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  // A member alone asks the line in the read it decides on; anyone else before the transaction.
  let quote: { ok: true; q: BookingQuote } | { ok: false; error: unknown };
  if (slot.ok && aloneEligible(command, slot.q)) {
    const alone = await bookAloneFast(db, command, slot.q, { startsAt, requestHash: hash });
    if (!('handover' in alone)) return alone;
    quote = { ok: true, q: alone.handover };
  } else {
    quote = slot.ok
      ? await withLine(db, slot.q, now).then(
          (q) => ({ ok: true as const, q }),
          (error: unknown) => ({ ok: false as const, error }),
        )
      : slot;
  }
  const notices = command.notices;
  const run = (fn: (tx: Tx, notify: Notify | null) => Promise<Outcome>) =>
    notices ? notices.notifier.transaction(db, fn) : inTransaction(db, (tx) => fn(tx, null));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await run(async (tx, notify): Promise<Outcome> => {
        const locked = await lockPartyAndClaimKey(tx, {
          bookerId: command.memberId,
          memberIds,
          key: command.idempotencyKey,
          requestHash: hash,
          localDate: quote.ok ? quote.q.local.date : '',
          now,
          restriction:
            quote.ok && quote.q.club.restriction
              ? { clubId: quote.q.club.id, since: restrictionSince(quote.q.club.restriction, now) }
              : null,
        });
        if (!locked) throw new AppError('MEMBER_NOT_FOUND');
        if (!locked.claimed) {
          const held = await command.holds?.replay(tx, command.memberId, command.idempotencyKey, hash);
          if (held) return { kind: 'held', held, replayed: true };
          const id = await findClaimedBooking(tx, command.memberId, command.idempotencyKey, hash);
          return { kind: 'replayed', id };
        }
        if (!quote.ok) throw quote.error;
        // A day opening through a line: only the booker's live turn books it (the ticket is Done with it).
        if (quote.q.line !== null) await takeLineTurn(tx, quote.q.line, command.memberId, now);
        if (command.consent && party.length > 0) await command.consent(tx, memberIds);
        // Read under the party's locks: a buddy turning the preference on now is either asked or after.
        const holds = command.holds;
        const askFirst = holds && party.length > 0 ? await holds.askFirst(tx, memberIds) : [];
        const placed = await placeBooking(
          tx,
          {
            ...command,
            startsAt,
            locked: locked.members,
            restrictionCount: locked.restrictionCount,
            restrictionCounts: locked.restrictionCounts,
            hold:
              holds && askFirst.length > 0
                ? { writer: holds, askFirst, requestHash: hash, notify }
                : undefined,
          },
          quote.q,
        );
        if (placed.kind === 'held') return placed;
        if (notify) {
          await tellBookedBuddies(notify, party, placed.view);
          await notices?.told?.(tx, notify);
        }
        return placed;
      });
      if (result.kind === 'held') return result;
      if (result.kind === 'booked') {
        bookingsCommitted.inc({ event: 'created' });
        return {
          kind: 'booked',
          booking: toBooking(result.view, now),
          replayed: false,
          timeZone: result.view.timeZone,
        };
      }
      const view = await findBookingView(db, result.id, command.memberId);
      if (!view) throw new AppError('BOOKING_NOT_FOUND');
      return { kind: 'booked', booking: toBooking(view, now), replayed: true, timeZone: view.timeZone };
    } catch (error) {
      if (!(error instanceof CodeCollision)) throw error;
      if (attempt >= CODE_ATTEMPTS) throw new AppError('TRY_AGAIN');
    }
  }
}
