import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { members } from '../../db/schema/members';

/** A member's name as lists, notices and staff views show it: forename and surname. */
const fullName = sql<string>`${members.forename} || ' ' || ${members.surname}`;

/** The names of these members, by id (an unknown id is left out). */
export async function findMemberNames(
  db: DbOrTx,
  memberIds: readonly string[],
): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, name: fullName })
    .from(members)
    .where(inArray(members.id, [...new Set(memberIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One member's name; null when unknown. */
export async function findMemberName(db: DbOrTx, memberId: string): Promise<string | null> {
  const [row] = await db.select({ name: fullName }).from(members).where(eq(members.id, memberId));
  return row?.name ?? null;
}

/** Of `memberIds`, those who asked to be asked before a buddy books them in (issue 22 §3). */
export async function findAskingFirst(db: DbOrTx, memberIds: readonly string[]): Promise<string[]> {
  if (memberIds.length === 0) return [];
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.id, [...memberIds]), eq(members.askBeforeBookingMeIn, true)));
  return rows.map((r) => r.id);
}
