import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingDebits, bookingPlayers, flexiLots, pointsLedger } from '../src/db/schema';
import { AppError } from '../src/lib/app-error';
import { dayjs } from '../src/lib/time';
import { bookQuietly } from '../src/modules/bookings/booking-command';
import { bookNow } from '../src/modules/bookings/booking-pipeline';
import { cancelBooking } from '../src/modules/bookings/cancel-booking';
import type { PartyMember } from '../src/modules/bookings/party';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, ledgerSum, newKey, slotTime, writeSnapshot } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * The multi-payer write path, through the service (the API books booker-pays-all until the buddies
 * work puts member players on the wire): each payer spends their own points, and a cancel refunds each
 * to the very lots it came from.
 */
describe('a party in which another member pays their own share', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const book = (memberId: string, party: PartyMember[], time: string, players = 3) =>
    bookNow(
      db(),
      bookQuietly({
        memberId,
        idempotencyKey: newKey(),
        request: { clubId: 151, courseId: DEMO_COURSE.heath, time, players, juniors: 0 },
        party,
      }),
    );
  const lotsOf = (memberId: string) =>
    db()
      .select({ id: flexiLots.id, remaining: flexiLots.remaining })
      .from(flexiLots)
      .where(eq(flexiLots.memberId, memberId))
      .orderBy(asc(flexiLots.expiresAt));

  it('books: the booker pays home points for two, the away member Open Play lots for one, oldest first', async () => {
    const booker = await createMember(db(), { homePoints: 200 });
    const soon = dayjs().add(2, 'month').toDate();
    const later = dayjs().add(9, 'month').toDate();
    // Away member with Open Play points only.
    const buddy = await createMember(db(), {
      homeClubId: 563,
      lots: [
        { points: 50, expiresAt: later },
        { points: 1, expiresAt: soon },
      ],
    });
    const { booking } = await book(
      booker.id,
      [{ memberId: buddy.id, paidBy: 'self' }],
      slotTime(20, '10:00'),
    );
    const share = booking.Cost / 3;
    expect(booking.NumberOfPeople).toBe(3);
    expect(await homePointsOf(db(), booker.id)).toBe(200 - 2 * share);
    expect(await lotsOf(buddy.id)).toMatchObject([{ remaining: 0 }, { remaining: 50 - (share - 1) }]);

    const players = await db()
      .select({
        kind: bookingPlayers.kind,
        memberId: bookingPlayers.memberId,
        payerId: bookingPlayers.payerId,
      })
      .from(bookingPlayers)
      .where(eq(bookingPlayers.bookingId, booking.Id))
      .orderBy(asc(bookingPlayers.position));
    expect(players).toEqual([
      { kind: 'booker', memberId: booker.id, payerId: booker.id },
      { kind: 'member', memberId: buddy.id, payerId: buddy.id },
      { kind: 'guest', memberId: null, payerId: booker.id },
    ]);
    const ledger = await db()
      .select({
        memberId: pointsLedger.memberId,
        type: pointsLedger.type,
        home: pointsLedger.homeDelta,
        flexi: pointsLedger.flexiDelta,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.bookingId, booking.Id));
    expect(ledger).toHaveLength(2);
    expect(ledger).toEqual(
      expect.arrayContaining([
        { memberId: booker.id, type: 'Home Booking', home: -2 * share, flexi: 0 },
        { memberId: buddy.id, type: 'Open Play Booking', home: 0, flexi: -share },
      ]),
    );
    expect(await invariantViolations(db())).toEqual(noViolations);

    // The member player cancels: the whole booking, each payer refunded to their own lots.
    await cancelBooking(db(), { memberId: buddy.id, bookingId: booking.Id });
    expect(await homePointsOf(db(), booker.id)).toBe(200);
    expect(await lotsOf(buddy.id)).toMatchObject([{ remaining: 1 }, { remaining: 50 }]);
    expect(await ledgerSum(db(), booker.id)).toEqual({ home: 200, flexi: 0 });
    expect(await ledgerSum(db(), buddy.id)).toEqual({ home: 0, flexi: 51 });
    const refunds = await db()
      .select({
        memberId: pointsLedger.memberId,
        home: pointsLedger.homeDelta,
        flexi: pointsLedger.flexiDelta,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.type, 'Cancellation'));
    expect(refunds).toEqual(
      expect.arrayContaining([
        { memberId: booker.id, home: 2 * share, flexi: 0 },
        { memberId: buddy.id, home: 0, flexi: share },
      ]),
    );
    const debits = await db().select().from(bookingDebits).where(eq(bookingDebits.bookingId, booking.Id));
    expect(debits.every((d) => d.refundedAt !== null)).toBe(true);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('a member at their own home club pays with home points; one paid by the booker costs them nothing', async () => {
    const booker = await createMember(db(), { homePoints: 200 });
    const local = await createMember(db(), { homePoints: 60 });
    const guestOfBooker = await createMember(db(), { homePoints: 5 });
    const { booking } = await book(
      booker.id,
      [
        { memberId: local.id, paidBy: 'self' },
        { memberId: guestOfBooker.id, paidBy: 'booker' },
      ],
      slotTime(20, '10:10'),
    );
    const share = booking.Cost / 3;
    expect(await homePointsOf(db(), booker.id)).toBe(200 - 2 * share);
    expect(await homePointsOf(db(), local.id)).toBe(60 - share);
    expect(await homePointsOf(db(), guestOfBooker.id)).toBe(5);
    expect(await invariantViolations(db())).toEqual(noViolations);
  });

  it('all or nothing: one member short of points and nobody is booked or charged', async () => {
    const booker = await createMember(db(), { homePoints: 200 });
    const short = await createMember(db(), {
      homeClubId: 563,
      lots: [{ points: 1, expiresAt: dayjs().add(6, 'month').toDate() }],
    });
    const noOpenPlay = await createMember(db(), {
      homeClubId: 563,
      flexiPointsAllowed: false,
      lots: [{ points: 90, expiresAt: dayjs().add(6, 'month').toDate() }],
    });
    for (const member of [short, noOpenPlay]) {
      const before = await writeSnapshot(db());
      const refusal = await book(
        booker.id,
        [{ memberId: member.id, paidBy: 'self' }],
        slotTime(20, '10:20'),
      ).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('BUDDY_NOT_ENOUGH_POINTS');
      expect(await writeSnapshot(db())).toEqual(before);
    }
  });

  it('refuses a party whose members do not fit its adult places, or that names the booker', async () => {
    const booker = await createMember(db(), { homePoints: 200 });
    const other = await createMember(db(), { homePoints: 200 });
    const before = await writeSnapshot(db());
    for (const [party, players] of [
      [[{ memberId: other.id, paidBy: 'self' }], 1],
      [[{ memberId: booker.id, paidBy: 'self' }], 2],
    ] as const) {
      const refusal = await book(booker.id, [...party], slotTime(20, '10:30'), players).catch(
        (e: unknown) => e,
      );
      expect((refusal as AppError).code).toBe('VALIDATION');
    }
    expect(await writeSnapshot(db())).toEqual(before);
  });
});
