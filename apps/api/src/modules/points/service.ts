import { OPEN_PLAY_LOT_VALIDITY_MONTHS } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import type { TransactionType } from '../../db/schema/points';
import { AppError } from '../../lib/app-error';
import { dayjs } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { creditHome, lockMember } from './home-balance-port';
import { closeLots, findMembersWithLapsedLots, lockLapsedLots, markDebitsRefunded } from './lot-repository';
import { creditLot, insertLedger, insertLot } from './wallet-repository';

/**
 * Replays a booking's debits in reverse: home points back to the balance, Open Play points back to the
 * very lots they came from (keeping their expiry). A lot that lapsed meanwhile gets the points and loses
 * them again at once, both on the ledger. Payers must already be locked.
 */
export async function refundBooking(
  tx: Tx,
  input: { bookingId: number; description: string; now: Date },
): Promise<Map<string, { home: number; flexi: number }>> {
  const { bookingId, description, now } = input;
  const debits = await markDebitsRefunded(tx, bookingId, now);
  const totals = new Map<string, { home: number; flexi: number; lapsed: number }>();
  for (const d of debits) {
    const t = totals.get(d.memberId) ?? { home: 0, flexi: 0, lapsed: 0 };
    if (d.lotId === null) {
      await creditHome(tx, d.memberId, d.points);
      t.home += d.points;
    } else {
      t.flexi += d.points;
      if (!(await creditLot(tx, d.lotId, d.points))) t.lapsed += d.points;
    }
    totals.set(d.memberId, t);
  }
  for (const [memberId, t] of totals) {
    await insertLedger(tx, [
      {
        memberId,
        type: 'Cancellation',
        homeDelta: t.home,
        flexiDelta: t.flexi,
        description,
        bookingId,
        createdAt: now,
      },
      {
        memberId,
        type: 'Expiry',
        flexiDelta: -t.lapsed,
        description: 'Refunded to an expired lot',
        createdAt: now,
      },
    ]);
  }
  return new Map([...totals].map(([m, t]) => [m, { home: t.home, flexi: t.flexi - t.lapsed }]));
}

export type PointsCredit = {
  memberId: string;
  home?: number;
  flexi?: number;
  type?: TransactionType;
  description?: string;
};

/** Credits a member: home points (Point Credit, Renewal …) and/or a new Open Play lot valid 12 months. */
export async function creditPoints(db: Db, input: PointsCredit, now = new Date()): Promise<void> {
  await inTransaction(db, (tx) => creditPointsIn(tx, input, now));
}

/**
 * `creditPoints` in the caller's transaction (the member locked first), so what it causes (the member's
 * notification) commits or rolls back with the credit.
 */
export async function creditPointsIn(tx: Tx, input: PointsCredit, now = new Date()): Promise<void> {
  const { memberId, home = 0, flexi = 0 } = input;
  if (!(await lockMember(tx, memberId))) throw new AppError('MEMBER_NOT_FOUND');
  if (home > 0) await creditHome(tx, memberId, home);
  if (flexi > 0) {
    await insertLot(tx, {
      memberId,
      points: flexi,
      purchasedAt: now,
      expiresAt: dayjs(now).add(OPEN_PLAY_LOT_VALIDITY_MONTHS, 'month').toDate(),
    });
  }
  await insertLedger(tx, [
    {
      memberId,
      type: input.type ?? (flexi > 0 && home === 0 ? 'Away Points Bundle' : 'Point Credit'),
      homeDelta: home,
      flexiDelta: flexi,
      description: input.description ?? 'Points credited',
      createdAt: now,
    },
  ]);
}

/** Expires one member's lapsed lots (member locked): zeroes them and writes an Expiry row. */
async function expireMemberLots(tx: Tx, memberId: string, now: Date): Promise<number> {
  const due = await lockLapsedLots(tx, memberId, now);
  if (!due.length) return 0;
  await closeLots(
    tx,
    due.map((l) => l.id),
    now,
  );
  const lapsed = due.reduce((s, l) => s + l.remaining, 0);
  await insertLedger(tx, [
    {
      memberId,
      type: 'Expiry',
      flexiDelta: -lapsed,
      description: 'Open Play points expired',
      createdAt: now,
    },
  ]);
  return due.length;
}

/** The expiry run (a scheduler calls it; tests call it): every lot past its expiry, member by member. */
export async function expireLots(db: Db, now = new Date()): Promise<number> {
  let expired = 0;
  for (const memberId of await findMembersWithLapsedLots(db, now)) {
    expired += await inTransaction(db, async (tx) => {
      await lockMember(tx, memberId);
      return expireMemberLots(tx, memberId, now);
    });
  }
  return expired;
}

export { expireMemberLots };
