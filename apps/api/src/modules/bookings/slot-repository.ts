import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { slotOccupancy } from '../../db/schema';

/**
 * Takes `places` in a slot in one statement: creates the occupancy row on first use, otherwise adds to it
 * only `WHERE places_taken + n <= capacity`. No row back means the slot is full: never read-then-write.
 */
export async function takePlaces(
  tx: Tx,
  slot: { courseId: number; startsAt: Date; capacity: number },
  places: number,
): Promise<boolean> {
  if (places > slot.capacity) return false;
  const rows = await tx
    .insert(slotOccupancy)
    .values({ ...slot, placesTaken: places })
    .onConflictDoUpdate({
      target: [slotOccupancy.courseId, slotOccupancy.startsAt],
      set: { placesTaken: sql`${slotOccupancy.placesTaken} + ${places}` },
      setWhere: sql`${slotOccupancy.placesTaken} + ${places} <= ${slotOccupancy.capacity}`,
    })
    .returning({ placesTaken: slotOccupancy.placesTaken });
  return rows.length === 1;
}

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

/** Places taken per start (epoch ms) for a course between two instants. */
export async function findOccupancy(
  db: DbOrTx,
  courseId: number,
  from: Date,
  to: Date,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: slotOccupancy.startsAt, placesTaken: slotOccupancy.placesTaken })
    .from(slotOccupancy)
    .where(
      and(
        eq(slotOccupancy.courseId, courseId),
        gte(slotOccupancy.startsAt, from),
        lt(slotOccupancy.startsAt, to),
      ),
    );
  return new Map(rows.map((r) => [r.startsAt.getTime(), r.placesTaken]));
}
