// What the sessions hold about one member, for their data export and their account's erasure (your-data).
import { asc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client';
import { sessions } from '../db/schema/sessions';

/** The member's sessions: when each began, was last used and ends, and whether staff held it as them. */
export function findSessionsForExport(db: DbOrTx, memberId: string) {
  return db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      impersonated: sql<boolean>`${sessions.impersonatorId} is not null`,
    })
    .from(sessions)
    .where(eq(sessions.memberId, memberId))
    .orderBy(asc(sessions.createdAt));
}

/** Ends every session of the member, as themselves and as an impersonator; returns the ended ids. */
export async function eraseSessionsOf(tx: Tx, memberId: string): Promise<string[]> {
  const ended = await tx
    .delete(sessions)
    .where(or(eq(sessions.memberId, memberId), eq(sessions.impersonatorId, memberId)))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}
