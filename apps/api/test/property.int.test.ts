import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_COURSE } from '../src/db/seed/courses';
import { AppError } from '../src/lib/app-error';
import { dayjs } from '../src/lib/time';
import { cancelBooking } from '../src/modules/bookings/cancel-booking';
import { createBooking } from '../src/modules/bookings/create-booking';
import { creditPoints, expireLots } from '../src/modules/points/service';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

type Op =
  | { kind: 'book'; member: number; slot: number; players: number; juniors: number }
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

/** Expected refusals (full, no points, cancelled twice …) are fine; anything else fails the property. */
const tolerate = (e: unknown) => {
  if (!(e instanceof AppError)) throw e;
  return 'refused' as const;
};

describe('property: any interleaving of book, cancel, credit and expiry keeps every invariant', () => {
  const ctx = useTestApp();
  let run = 0;
  const seen = { booked: 0, cancelled: 0, refused: 0 };

  it('holds for random operation batches run concurrently', async () => {
    const db = ctx.database.db;
    const now = new Date();
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(opArb, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 }),
        async (batches) => {
          const r = run++;
          // Four slots of this run, 16–19 days ahead at 151: inside the 30-day window, outside the 14-day cut-off.
          const hour = String(8 + (r % 6)).padStart(2, '0');
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
          const booked: { memberId: string; id: number; type: 0 | 1 | 2 | 4 }[] = [];
          const exec = async (op: Op) => {
            if (op.kind === 'book') {
              const m = members[op.member]!;
              const players = op.players;
              const { booking } = await createBooking(db, {
                memberId: m.id,
                idempotencyKey: newKey(),
                request: {
                  clubId: 151,
                  courseId: DEMO_COURSE.heath,
                  time: slots[op.slot]!,
                  players,
                  juniors: Math.min(op.juniors, players),
                },
                now,
              });
              booked.push({ memberId: m.id, id: booking.Id, type: booking.BookingType });
              seen.booked++;
            } else if (op.kind === 'cancel') {
              const b = booked[op.pick % Math.max(1, booked.length)];
              if (b)
                await cancelBooking(db, { memberId: b.memberId, bookingId: b.id, bookingType: b.type, now });
              if (b) seen.cancelled++;
            } else if (op.kind === 'credit') {
              await creditPoints(
                db,
                { memberId: members[op.member]!.id, home: op.home, flexi: op.flexi },
                now,
              );
            } else {
              await expireLots(db, dayjs(now).add(op.daysAhead, 'day').toDate());
            }
          };
          for (const batch of batches) {
            const outcomes = await Promise.all(batch.map((op) => exec(op).catch(tolerate)));
            seen.refused += outcomes.filter((o) => o === 'refused').length;
          }
          expect(await invariantViolations(db)).toEqual(noViolations);
        },
      ),
      { numRuns: 25 },
    );
    // Guard against a vacuous pass: the runs must have booked, cancelled and been refused.
    expect(seen.booked).toBeGreaterThan(10);
    expect(seen.cancelled).toBeGreaterThan(3);
    expect(seen.refused).toBeGreaterThan(3);
  }, 240_000);
});
