import dayjs from 'dayjs';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members } from '../db/schema/members';
import { memberTrophies } from '../db/schema/trophies';

/** Demo trophies (README): member@example.com has earned a couple (their notification is seeded too). */
export async function seedTrophiesStep(db: Db, now: Date): Promise<void> {
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, 'member@example.com'));
  if (!member) return;
  await db
    .insert(memberTrophies)
    .values([
      { memberId: member.id, trophyKey: 'first-round', earnedAt: dayjs(now).subtract(40, 'day').toDate() },
      { memberId: member.id, trophyKey: 'rounds-5', earnedAt: dayjs(now).subtract(10, 'day').toDate() },
    ])
    .onConflictDoNothing();
}
