import type { DbOrTx } from '../../db/client';
import { clubTotals } from '../../db/schema/explore';

/** Clubs open to visitors, as the triggers keep them counted (club_totals_track; explore's total reads it too). */
export async function countVisibleClubs(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ visible: clubTotals.visible }).from(clubTotals).limit(1);
  return row?.visible ?? 0;
}
