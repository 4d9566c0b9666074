import type { AccountPreferences } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';
import { notFound } from '../../lib/app-error';

/** The member's booking preferences (issue 22 §3). */
export async function getPreferences(db: DbOrTx, memberId: string): Promise<AccountPreferences> {
  const [row] = await db
    .select({ AskBeforeBookingMeIn: members.askBeforeBookingMeIn })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw notFound('MEMBER_NOT_FOUND');
  return row;
}

/**
 * Saves them. The member's row is updated (so locked) like every booking of them locks it: a buddy's
 * booking at the same moment reads the preference either before or after, never half.
 */
export async function setPreferences(
  db: DbOrTx,
  memberId: string,
  preferences: AccountPreferences,
): Promise<AccountPreferences> {
  const [row] = await db
    .update(members)
    .set({ askBeforeBookingMeIn: preferences.AskBeforeBookingMeIn })
    .where(eq(members.id, memberId))
    .returning({ AskBeforeBookingMeIn: members.askBeforeBookingMeIn });
  if (!row) throw notFound('MEMBER_NOT_FOUND');
  return row;
}
