import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { buddyLinks } from '../db/schema/buddies';
import { members } from '../db/schema/members';
import { seededRandom } from '../lib/codes';
import { ensureHandle } from '../modules/buddies';

/** README's demo buddies: member and buddy are buddies; member has one incoming and one pending request. */
export const demoBuddyLinks = [
  { from: 'member@example.com', to: 'buddy@example.com', status: 'accepted' },
  { from: 'lowpoints@example.com', to: 'member@example.com', status: 'pending' },
  { from: 'member@example.com', to: 'rounds@example.com', status: 'pending' },
] as const;

/** Every demo member (not staff) gets a share code (deterministic, so screenshots and docs stay the same). */
export async function seedBuddiesStep(db: Db, now: Date): Promise<void> {
  const random = seededRandom(8);
  const rows = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(and(eq(members.isAdmin, false), isNull(members.staffClubId)));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  for (const row of [...rows].sort((a, b) => a.email.localeCompare(b.email))) {
    await ensureHandle(db, row.id, random);
  }
  for (const link of demoBuddyLinks) {
    const requesterId = idOf.get(link.from);
    const addresseeId = idOf.get(link.to);
    if (!requesterId || !addresseeId) continue;
    await db.insert(buddyLinks).values({
      requesterId,
      addresseeId,
      status: link.status,
      createdAt: now,
      acceptedAt: link.status === 'accepted' ? now : null,
    });
  }
}
