import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { slotOccupancy } from '../../db/schema/bookings';

export async function releasePlaces(tx: Tx, courseId: number, startsAt: Date, places: number): Promise<void> {
  await tx
    .update(slotOccupancy)
    .set({ placesTaken: sql`${slotOccupancy.placesTaken} - ${places}` })
    .where(
      and(
        eq(slotOccupancy.courseId, courseId),
        eq(slotOccupancy.startsAt, startsAt),
        gte(slotOccupancy.placesTaken, places),
      ),
    );
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type LockedSlot = { capacity: number; placesTaken: number };

/**
 * Locks a start's occupancy row (making it empty first when nothing was ever booked there, if
 * `capacity` is given) until the transaction ends. Everything that adds bookings or holds to a start
 * locks it first (as fairway_write_booking does), and reads holds only after, in a later statement with a
 * fresh snapshot. Null: no row and no capacity to make one with.
 */
export async function lockSlot(
  tx: Tx,
  slot: { courseId: number; startsAt: Date; capacity?: number },
): Promise<LockedSlot | null> {
  const startsAt = slot.startsAt.toISOString();
  if (slot.capacity !== undefined) {
    await tx.execute(sql`
      insert into slot_occupancy (course_id, starts_at, capacity, places_taken)
      values (${slot.courseId}, ${startsAt}::timestamptz, ${slot.capacity}, 0)
      on conflict (course_id, starts_at) do nothing`);
  }
  const [row] = rowsOf<LockedSlot>(
    await tx.execute(sql`
      select capacity, places_taken as "placesTaken" from slot_occupancy
      where course_id = ${slot.courseId} and starts_at = ${startsAt}::timestamptz for update`),
  );
  return row ? { capacity: Number(row.capacity), placesTaken: Number(row.placesTaken) } : null;
}

/**
 * Places that live holds keep on a start at `now`: waitlist offers and party holds (the `held_places`
 * view, migration 0025); a hold past its expiry keeps none.
 */
export async function heldPlaces(tx: Tx, courseId: number, startsAt: Date, now: Date): Promise<number> {
  const [row] = rowsOf<{ held: number }>(
    await tx.execute(sql`
      select coalesce(sum(places), 0)::integer as held from held_places
      where course_id = ${courseId} and starts_at = ${startsAt.toISOString()}::timestamptz
        and expires_at > ${now.toISOString()}::timestamptz`),
  );
  return Number(row?.held ?? 0);
}

/**
 * Takes `places` on a start within its capacity less the places live holds keep (a new
 * occupancy row, or more places on the one there): false when they do not fit. The same conditional
 * write the booking function makes for its own start, after the same lock.
 */
export async function takePlaces(
  tx: Tx,
  slot: { courseId: number; startsAt: Date; capacity: number; places: number; now: Date },
): Promise<boolean> {
  await lockSlot(tx, slot);
  const held = await heldPlaces(tx, slot.courseId, slot.startsAt, slot.now);
  const rows = await tx.execute(sql`
    update slot_occupancy o set places_taken = o.places_taken + ${slot.places}
    where o.course_id = ${slot.courseId} and o.starts_at = ${slot.startsAt.toISOString()}::timestamptz
      and o.places_taken + ${slot.places} + ${held} <= least(o.capacity, ${slot.capacity})
    returning 1 as taken`);
  return rowsOf(rows).length === 1;
}

/** Places taken per start of the course between two instants (epoch ms → places). */
export async function placesTakenBetween(db: DbOrTx, courseId: number, from: Date, to: Date) {
  const rows = await db
    .select({ startsAt: slotOccupancy.startsAt, taken: slotOccupancy.placesTaken })
    .from(slotOccupancy)
    .where(
      and(
        eq(slotOccupancy.courseId, courseId),
        sql`${slotOccupancy.startsAt} >= ${from}`,
        sql`${slotOccupancy.startsAt} <= ${to}`,
      ),
    );
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.taken]));
}
