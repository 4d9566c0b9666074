import type { AccountPreferences } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { findAskBeforeBookingMeIn, setAskBeforeBookingMeIn } from '../members';

/** The member's booking preferences (issue 22 §3). */
export async function getPreferences(db: DbOrTx, memberId: string): Promise<AccountPreferences> {
  const ask = await findAskBeforeBookingMeIn(db, memberId);
  if (ask === null) throw notFound('MEMBER_NOT_FOUND');
  return { AskBeforeBookingMeIn: ask };
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
  const ask = await setAskBeforeBookingMeIn(db, memberId, preferences.AskBeforeBookingMeIn);
  if (ask === null) throw notFound('MEMBER_NOT_FOUND');
  return { AskBeforeBookingMeIn: ask };
}
