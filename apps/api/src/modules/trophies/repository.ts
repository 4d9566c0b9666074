import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { memberTrophies, trophyDefinitions } from '../../db/schema/trophies';
import { preparedPerDatabase } from '../../lib/prepared';
import type { TrophyCounts, TrophyRule } from './rules';

/**
 * The reads of every trophy check (each booking runs one): prepared once per database, so neither
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
 * The rules change only with a migration (they are seeded by one), yet every booking checks them: each
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

/** Records a trophy; returns false when the member already had it (the primary key decides races). */
export async function insertEarned(db: DbOrTx, memberId: string, trophyKey: string): Promise<boolean> {
  const rows = await db
    .insert(memberTrophies)
    .values({ memberId, trophyKey })
    .onConflictDoNothing()
    .returning({ key: memberTrophies.trophyKey });
  return rows.length > 0;
}
