import { randomInt } from 'node:crypto';
import { SHARE_CODE_ALPHABET, SHARE_CODE_LENGTH } from '@fairway/contracts';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { memberHandles } from '../../db/schema/buddies';
import { isUniqueViolation } from '../../lib/transaction';
import { findMemberCardByEmail, findMemberCards, type MemberCard } from '../members';

export type Handle = { publicId: string; shareCode: string };
export type RandomInt = (maxExclusive: number) => number;

/** A fresh share code; the unique index turns the tiny chance of a repeat into a retry. */
export function newShareCode(random: RandomInt = randomInt): string {
  let code = '';
  for (let i = 0; i < SHARE_CODE_LENGTH; i++) code += SHARE_CODE_ALPHABET[random(SHARE_CODE_ALPHABET.length)];
  return code;
}

const ATTEMPTS = 5;

async function retryOnRepeat<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (!isUniqueViolation(error, 'member_handles_share_code_unique') || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** The member's public id and share code, created on first need (one per member, race-safe). */
export async function ensureHandle(db: DbOrTx, memberId: string, random?: RandomInt): Promise<Handle> {
  const [existing] = await db
    .select({ publicId: memberHandles.publicId, shareCode: memberHandles.shareCode })
    .from(memberHandles)
    .where(eq(memberHandles.memberId, memberId))
    .limit(1);
  if (existing) return existing;
  await retryOnRepeat(() =>
    db
      .insert(memberHandles)
      .values({ memberId, shareCode: newShareCode(random) })
      .onConflictDoNothing({ target: memberHandles.memberId }),
  );
  const [created] = await db
    .select({ publicId: memberHandles.publicId, shareCode: memberHandles.shareCode })
    .from(memberHandles)
    .where(eq(memberHandles.memberId, memberId))
    .limit(1);
  if (!created) throw new Error('member handle missing after insert');
  return created;
}

/** A new share code for the member; the old one stops working at once. */
export async function regenerateShareCode(db: DbOrTx, memberId: string, random?: RandomInt): Promise<string> {
  await ensureHandle(db, memberId, random);
  return retryOnRepeat(async () => {
    const shareCode = newShareCode(random);
    await db.update(memberHandles).set({ shareCode }).where(eq(memberHandles.memberId, memberId));
    return shareCode;
  });
}

export type { MemberCard };

/** The card of the member holding the handle that `where` picks out; null when there is none. */
async function cardOfHandle(db: DbOrTx, where: SQL): Promise<MemberCard | null> {
  const [handle] = await db
    .select({ memberId: memberHandles.memberId })
    .from(memberHandles)
    .where(where)
    .limit(1);
  if (!handle) return null;
  const [card] = await findMemberCards(db, [handle.memberId]);
  return card ? { memberId: card.memberId, name: card.name, club: card.club } : null;
}

export function findMemberByPublicId(db: DbOrTx, publicId: string): Promise<MemberCard | null> {
  return cardOfHandle(db, eq(memberHandles.publicId, publicId));
}

export function findMemberByShareCode(db: DbOrTx, shareCode: string): Promise<MemberCard | null> {
  return cardOfHandle(db, eq(memberHandles.shareCode, shareCode));
}

/** Staff accounts are not members one plays with: they are never found. */
export const findMemberByEmail = findMemberCardByEmail;

/** The public ids of members who have a handle, by member id. */
export async function publicIdsOf(db: DbOrTx, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: memberHandles.memberId, target: sql<string>`${memberHandles.publicId}::text` })
    .from(memberHandles)
    .where(inArray(memberHandles.memberId, [...memberIds]));
  return new Map(rows.map((r) => [r.memberId, r.target]));
}
