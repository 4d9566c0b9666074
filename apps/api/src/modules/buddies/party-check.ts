import type { CreateBooking, PartyCheck } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inTransaction } from '../../lib/transaction';
import { partyPlayers, payerDebits, payerShares, quoteBooking } from '../bookings';
import { findWallet } from '../points';
import { checkBuddyConsent, resolveBookingParty } from './booking-party';

/**
 * Who pays what for this booking request and whether each can, without writing anything: the confirm
 * step shows it per player, so the booker can offer to pay a short buddy's share. Same refusals as the
 * booking itself for the slot, the party and consent.
 */
export async function checkParty(
  db: Db,
  input: { memberId: string; request: CreateBooking; now?: Date },
  /** A ballot's entry: priced as the draw will book it (the ballot's hold and the window do not apply). */
  options: { fromBallot?: boolean } = {},
): Promise<PartyCheck> {
  const now = input.now ?? new Date();
  const { buddies, buddiesPaidByMe, ...slot } = input.request;
  const quote = await quoteBooking(db, slot, new Date(slot.time), now, options);
  const party = await resolveBookingParty(db, input.memberId, { buddies, buddiesPaidByMe });
  if (party.length > 0) {
    await inTransaction(db, (tx) =>
      checkBuddyConsent(input.memberId)(
        tx,
        party.map((m) => m.memberId),
      ),
    );
  }
  const players = partyPlayers(input.memberId, party, quote.costs, slot.juniors);
  if (!players) throw new AppError('VALIDATION');
  const targets = new Map((buddies ?? []).map((target, i) => [party[i]!.memberId, target]));
  const shares = payerShares(players);
  const payers: PartyCheck['Payers'] = [];
  for (const memberId of [input.memberId, ...party.map((m) => m.memberId)]) {
    const share = shares.get(memberId) ?? 0;
    const wallet = await findWallet(db, memberId, now);
    const canPay =
      share === 0 || (wallet !== null && payerDebits(memberId, wallet, quote.club, share, now) !== null);
    const buddy = party.find((m) => m.memberId === memberId);
    payers.push({
      Name: buddy?.name ?? '',
      Target: targets.get(memberId) ?? null,
      Share: share,
      CanPay: canPay,
    });
  }
  return { Unit: quote.unit, Payers: payers };
}
