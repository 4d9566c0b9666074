import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { memberTrophies, trophyDefinitions } from '../../db/schema/trophies';
import { preparedPerDatabase } from '../../lib/prepared';
import type { TrophyCounts, TrophyRule } from './rules';

/**
 * The reads of every trophy check (each trophies read runs one): prepared once per database, so neither
 * Drizzle nor PostgreSQL builds or plans them again per booking.
 */
const rulesQuery = preparedPerDatabase((db) =>
  db.select().from(trophyDefinitions).orderBy(asc(trophyDefinitions.sortOrder)).prepare('trophy_rules'),
);

const earnedQuery = preparedPerDatabase((db) =>
  db
    .select({ key: memberTrophies.trophyKey, earnedAt: memberTrophies.earnedAt })
    .from(memberTrophies)
    .where(eq(memberTrophies.memberId, sql.placeholder('memberId')))
    .prepare('trophy_earned'),
);

/** The awarding rules, in display order. */
export const findRules = (db: Db): Promise<TrophyRule[]> => rulesQuery(db).execute();

/**
 * The rules change only with a migration (they are seeded by one), yet every award checks them: each
 * database's copy is kept for a minute, so a hand edit still shows within that minute.
 */
const RULES_TTL_MS = 60_000;
const cachedRules = new WeakMap<Db, { at: number; rules: Promise<TrophyRule[]> }>();

export function findRulesCached(db: Db, now = Date.now()): Promise<TrophyRule[]> {
  const hit = cachedRules.get(db);
  if (hit && now - hit.at < RULES_TTL_MS) return hit.rules;
  const rules = findRules(db);
  cachedRules.set(db, { at: now, rules });
  rules.catch(() => cachedRules.delete(db));
  return rules;
}

/** What an award needs besides the rules: the member's counts and the keys they have already earned. */
export type TrophyInputs = { counts: TrophyCounts; earned: ReadonlySet<string> };

/** `fairway_trophy_inputs`' answer, as the database gives it. */
export type StoredTrophyInputs = { rounds: number; clubs: number; earned: string[] };

export const trophyInputsOf = (stored: StoredTrophyInputs | null | undefined): TrophyInputs => ({
  counts: { rounds: Number(stored?.rounds ?? 0), clubs: Number(stored?.clubs ?? 0) },
  earned: new Set(stored?.earned ?? []),
});

/**
 * The inputs in one statement (`fairway_trophy_inputs`: the member's rounds, golf bookings not cancelled
 * that they play in, the distinct clubs of those, and the keys earned; its query planned once per
 * connection inside the function).
 */
export async function awardInputs(db: Db, memberId: string): Promise<TrophyInputs> {
  const result = await db.execute(sql`select fairway_trophy_inputs(${memberId}::uuid) as inputs`);
  const [row] = (result as unknown as { rows: { inputs: StoredTrophyInputs }[] }).rows;
  return trophyInputsOf(row?.inputs);
}

/** The member's earned trophies: key → when. */
export async function findEarned(db: Db, memberId: string): Promise<Map<string, Date>> {
  const rows = await earnedQuery(db).execute({ memberId });
  return new Map(rows.map((r) => [r.key, r.earnedAt]));
}

/** A trophy to record with its hidden notification's values (`notificationValues`). */
export type EarnedNote = { key: string; type: number; title: string; description: string };

/**
 * Records the trophies and, for each this statement inserted, its hidden notification: one statement, its
 * own transaction (no round trip of BEGIN and COMMIT after the booking). The (member, trophy) key lets one
 * of two racing awards insert, and only that one writes the notification. Returns the keys inserted.
 */
export async function insertEarned(
  db: DbOrTx,
  memberId: string,
  notes: readonly EarnedNote[],
): Promise<string[]> {
  const param = <T>(values: T[]) => sql.param(values);
  const result = await db.execute(sql`with earned as (
      insert into member_trophies (member_id, trophy_key)
      select ${memberId}::uuid, k from unnest(${param(notes.map((n) => n.key))}::text[]) k
      on conflict do nothing
      returning trophy_key),
    noted as (
      insert into notifications (member_id, type, title, description)
      select ${memberId}::uuid, n.type, n.title, n.description
        from unnest(${param(notes.map((n) => n.key))}::text[], ${param(notes.map((n) => n.type))}::smallint[],
          ${param(notes.map((n) => n.title))}::text[], ${param(notes.map((n) => n.description))}::text[])
          as n(key, type, title, description)
        join earned e on e.trophy_key = n.key)
    select trophy_key as key from earned`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((r) => r.key);
}
