import type { ClubContent } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs } from '../../db/schema';

export async function findClubContent(db: DbOrTx, clubId: number): Promise<ClubContent | null> {
  const [row] = await db.select({ content: clubs.content }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row?.content ?? null;
}

export async function clubExists(db: DbOrTx, clubId: number): Promise<boolean> {
  const [row] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row !== undefined;
}
