import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, lte, ne, or, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client';
import { sessions } from '../db/schema/sessions';
import { preparedPerDatabase } from '../lib/prepared';

export type SessionPolicy = { idleMinutes: number; absoluteHours: number };

export type SessionRecord = {
  id: string;
  memberId: string;
  impersonatorId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  isAdmin: boolean;
  /** Club staff of this club (null for members and for network staff). */
  staffClubId: number | null;
};

// Node's one-shot hash: no Hash object a request (the session is looked up by it on every signed-in request).
const hashToken = (token: string) => hash('sha256', token, 'hex');

/** The session id a cookie token stands for (its SHA-256; the token itself is never stored). */
export const sessionIdOf = hashToken;

/** Creates a session with a fresh random 256-bit token; returns the token for the cookie (never stored). */
export async function createSession(
  db: DbOrTx,
  input: { memberId: string; impersonatorId?: string | null; policy: SessionPolicy; now?: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = input.now ?? new Date();
  const expiresAt = new Date(now.getTime() + input.policy.absoluteHours * 3_600_000);
  await db.insert(sessions).values({
    id: hashToken(token),
    memberId: input.memberId,
    impersonatorId: input.impersonatorId ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * What a session carries of its member: whether network staff, and the club of club staff. The member row
 * is the members module's, and plugins sit below every module, so the members module hands this selection
 * over (db/selection.ts: a subquery of its row that the lookup joins, keeping it one statement) when the
 * app registers the session plugin (app.ts: `sessionPlugin`'s `members`, before any request).
 */
export type SessionMembers = Subquery & {
  id: AnyPgColumn<{ data: string; notNull: true }>;
  isAdmin: AnyPgColumn<{ data: boolean; notNull: true }>;
  staffClubId: AnyPgColumn<{ data: number; notNull: false }>;
};

let sessionMembers: SessionMembers | null = null;

/** Wires the members' selection the session lookup joins (the session plugin, as it is registered). */
export function provideSessionMembers(selection: SessionMembers): void {
  sessionMembers = selection;
}

/** The live-session lookup with its parameters as placeholders (`id`, `now`, `idleCutoff`). */
export function liveSessionSelect(db: Db) {
  const member = sessionMembers;
  if (!member)
    throw new Error('sessions: the members’ selection is not wired (the session plugin’s `members`)');
  return db
    .select({
      id: sessions.id,
      memberId: sessions.memberId,
      impersonatorId: sessions.impersonatorId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      isAdmin: member.isAdmin,
      staffClubId: member.staffClubId,
    })
    .from(sessions)
    .innerJoin(member, eq(member.id, sessions.memberId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
        gt(sessions.lastSeenAt, sql`${sql.placeholder('idleCutoff')}::timestamptz`),
      ),
    )
    .limit(1);
}

/**
 * Runs on every authenticated /api request, so it is one prepared, indexed primary-key lookup (PostgreSQL
 * pulls the members' selection up into a plain join: owner-selections.pg.int.test.ts). Built at its first
 * use, after the wiring.
 */
const liveSessionQuery = preparedPerDatabase((db) => liveSessionSelect(db).prepare('find_live_session'));

/** Finds a live session: not past its absolute expiry, and seen within the idle timeout. */
export async function findLiveSession(
  db: Db,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionRecord | null> {
  return findLiveSessionById(db, hashToken(token), policy, now);
}

/** As findLiveSession, by the session id (the token's hash). */
export async function findLiveSessionById(
  db: Db,
  id: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionRecord | null> {
  const idleCutoff = new Date(now.getTime() - policy.idleMinutes * 60_000);
  const [row] = await liveSessionQuery(db).execute({
    id,
    now: now.toISOString(),
    idleCutoff: idleCutoff.toISOString(),
  });
  return row ?? null;
}

/** How often a live session's `lastSeenAt` is written: at most once a minute, not on every request. */
export const TOUCH_EVERY_MS = 60_000;

/** Whether `touchSession` would write now. */
export const touchDue = (session: SessionRecord, now: Date): boolean =>
  now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS;

/**
 * Slides the idle timeout; written at most once a minute per session to keep reads cheap. Returns
 * whether it wrote (the caller's copy of the session then holds the new time).
 */
export async function touchSession(db: DbOrTx, session: SessionRecord, now = new Date()): Promise<boolean> {
  if (!touchDue(session, now)) return false;
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  session.lastSeenAt = now;
  return true;
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteSessionById(db: DbOrTx, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the member except `keepSessionId` (the one changing the password); their ids. */
export async function deleteOtherSessionsOfMember(
  db: DbOrTx,
  memberId: string,
  keepSessionId: string,
): Promise<string[]> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}

/**
 * Deletes at most `limit` sessions that can no longer be used (past their absolute expiry, or last seen
 * before `idleCutoff`); rows another instance is deleting at the same moment are skipped (SKIP LOCKED).
 * The ids deleted.
 */
export async function deleteDeadSessions(
  db: DbOrTx,
  input: { now: Date; idleCutoff: Date; limit: number },
): Promise<string[]> {
  const dead = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(lte(sessions.expiresAt, input.now), lte(sessions.lastSeenAt, input.idleCutoff)))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  const deleted = await db.delete(sessions).where(inArray(sessions.id, dead)).returning({ id: sessions.id });
  return deleted.map((row) => row.id);
}
