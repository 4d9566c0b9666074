import type { ErrorCode } from '@fairway/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';
import { AppError } from '../src/lib/app-error';
import { dayjs } from '../src/lib/time';
import { bookQuietly } from '../src/modules/bookings/booking-command';
import { bookNow } from '../src/modules/bookings/booking-pipeline';
import { cancelBooking } from '../src/modules/bookings/cancel-booking';
import { creditPoints, expireLots } from '../src/modules/points/service';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { invariantViolations, noViolations } from './invariants';

type Op =
  | { kind: 'book'; member: number; slot: number; players: number; juniors: number; offsetMs: number }
  | { kind: 'party'; member: number; partner: number; slot: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'credit'; member: number; home: number; flexi: number }
  | { kind: 'expire'; daysAhead: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      member: fc.nat(3),
      slot: fc.nat(3),
      players: fc.integer({ min: 1, max: 4 }),
      juniors: fc.nat(2),
      // Mostly the exact start; sometimes the same start with milliseconds or seconds.
      offsetMs: fc.constantFrom(0, 0, 0, 1, 59_999),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('party' as const),
      member: fc.nat(3),
      partner: fc.nat(3),
      slot: fc.nat(3),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(50) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('credit' as const),
      member: fc.nat(3),
      home: fc.nat(20),
      flexi: fc.nat(20),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expire' as const),
      daysAhead: fc.integer({ min: 0, max: 90 }),
    }),
  },
);

/**
 * Which refusals each operation may meet when it races others. Order is not known, so the outcome is
 * not either; but a refusal outside these (or any other error) fails the property.
 */
const ALLOWED: Record<Op['kind'] | 'imprecise', ErrorCode[]> = {
  book: ['SLOT_FULL', 'NOT_ENOUGH_POINTS', 'NO_PLAYER_SLOTS', 'BOOKINGS_PER_DAY_REACHED'],
  party: [
    'SLOT_FULL',
    'NOT_ENOUGH_POINTS',
    'BUDDY_NOT_ENOUGH_POINTS',
    'NO_PLAYER_SLOTS',
    'BOOKINGS_PER_DAY_REACHED',
    'VALIDATION',
  ],
  imprecise: ['UNKNOWN_SLOT'],
  cancel: ['ALREADY_CANCELLED'],
  credit: [],
  expire: [],
};

/**
 * Random batches of operations, each batch run concurrently (truly overlapping on PostgreSQL): whatever
 * the interleaving, places stay within capacity, balances equal ledgers and refunds restore lots. Four
 * slots 16–19 days ahead at 151: inside the 30-day window, outside the 14-day cut-off.
 */
export async function concurrentProperty(db: Db): Promise<void> {
  const now = new Date();
  let run = 0;
  const seen = { booked: 0, cancelled: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
      async (batches) => {
        const r = run++;
        // From 09:00: Foxhill Heath's Championship course holds Saturday 07:00–08:59 for its ballot.
        const hour = String(9 + (r % 6)).padStart(2, '0');
        const slots = [0, 1, 2, 3].map((i) => slotTime(16 + ((r + i) % 4), `${hour}:${i}0`));
        const members = await Promise.all(
          [0, 1, 2, 3].map((i) =>
            createMember(db, {
              homeClubId: i === 3 ? 563 : 151,
              homePoints: 6 * i,
              lots: [
                {
                  points: 10 + i,
                  expiresAt: dayjs(now)
                    .add(10 + 20 * i, 'day')
                    .toDate(),
                },
                { points: 15, expiresAt: dayjs(now).add(200, 'day').toDate() },
              ],
            }),
          ),
        );
        const booked: { memberId: string; id: number }[] = [];
        const exec = async (op: Op): Promise<void> => {
          if (op.kind === 'book' || op.kind === 'party') {
            const players = op.kind === 'book' ? op.players : 2;
            const time = new Date(
              Date.parse(slots[op.slot]!) + (op.kind === 'book' ? op.offsetMs : 0),
            ).toISOString();
            const partner = op.kind === 'party' ? members[op.partner]! : null;
            const { booking } = await bookNow(
              db,
              bookQuietly({
                memberId: members[op.member]!.id,
                idempotencyKey: newKey(),
                request: {
                  clubId: 151,
                  courseId: DEMO_COURSE.heath,
                  time,
                  players,
                  juniors: op.kind === 'book' ? Math.min(op.juniors, players) : 0,
                },
                party: partner ? [{ memberId: partner.id, paidBy: 'self' }] : [],
                now,
              }),
            );
            booked.push({ memberId: members[op.member]!.id, id: booking.Id });
            seen.booked++;
          } else if (op.kind === 'cancel') {
            const b = booked[op.pick % Math.max(1, booked.length)];
            if (!b) return;
            await cancelBooking(db, { memberId: b.memberId, bookingId: b.id, now });
            seen.cancelled++;
          } else if (op.kind === 'credit') {
            await creditPoints(db, { memberId: members[op.member]!.id, home: op.home, flexi: op.flexi }, now);
          } else {
            await expireLots(db, dayjs(now).add(op.daysAhead, 'day').toDate());
          }
        };
        const allowed = (op: Op) => ALLOWED[op.kind === 'book' && op.offsetMs ? 'imprecise' : op.kind];
        for (const batch of batches) {
          await Promise.all(
            batch.map((op) =>
              exec(op).then(
                () => expect(allowed(op)).not.toEqual(['UNKNOWN_SLOT']),
                (e: unknown) => {
                  if (!(e instanceof AppError) || !allowed(op).includes(e.code)) throw e;
                  seen.refused++;
                },
              ),
            ),
          );
        }
        expect(await invariantViolations(db)).toEqual(noViolations);
      },
    ),
    { seed: 20_260_516, numRuns: 25 },
  );
  // Guard against a vacuous pass: the runs must have booked, cancelled and been refused.
  expect(seen.booked).toBeGreaterThan(10);
  expect(seen.cancelled).toBeGreaterThan(3);
  expect(seen.refused).toBeGreaterThan(3);
}
