import { and, eq, gte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { slotOccupancy } from '../../db/schema';

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

/**
 * Takes `places` on a start within its capacity (a new occupancy row, or more places on the one there):
 * false when they do not fit. The same conditional write the booking function makes for its own start.
 */
export async function takePlaces(
  tx: Tx,
  slot: { courseId: number; startsAt: Date; capacity: number; places: number },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into slot_occupancy as o (course_id, starts_at, capacity, places_taken)
    values (${slot.courseId}, ${slot.startsAt.toISOString()}::timestamptz, ${slot.capacity}, ${slot.places})
    on conflict (course_id, starts_at) do update set places_taken = o.places_taken + excluded.places_taken
    where o.places_taken + excluded.places_taken <= least(o.capacity, excluded.capacity)
    returning 1 as taken`);
  return (rows as unknown as { rows: unknown[] }).rows.length === 1;
}
