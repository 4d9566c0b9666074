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
