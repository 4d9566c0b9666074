import { NOTIFICATION_TYPES, type Trophy } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { notificationValues } from '../notifications';
import {
  awardInputs,
  findEarned,
  findRules,
  findRulesCached,
  insertEarned,
  type TrophyInputs,
} from './repository';
import { earnedBy, type TrophyRule, trophyList } from './rules';

/**
 * The member's trophies: earned (with when) first, then the others with progress. What the member's
 * bookings earn is worked out here, on read, not after each booking: a trophy the counts now reach is
 * recorded first (`awardTrophies`), so it is listed earned from the first read after the booking that
 * earned it, and no booking waits for, or races, an award.
 */
export async function listTrophies(db: Db, memberId: string): Promise<Trophy[]> {
  const [rules, inputs] = await Promise.all([findRules(db), awardInputs(db, memberId)]);
  await awardTrophies(db, memberId, inputs, rules);
  return trophyList(rules, inputs.counts, await findEarned(db, memberId));
}

/**
 * Awards what the member's bookings now earn: the counts and earned keys in one statement (unless given),
 * and a trophy not yet earned recorded with its hidden type-1 notification (never published: trophies do
 * not pop up) in one more. Idempotent: the (member, trophy) key lets one of two racing awards insert, and
 * only that one writes the notification. Returns the keys newly awarded.
 */
export async function awardTrophies(
  db: Db,
  memberId: string,
  inputs?: TrophyInputs,
  rules?: readonly TrophyRule[],
): Promise<string[]> {
  const [known, { counts, earned }] = await Promise.all([
    rules ?? findRulesCached(db),
    inputs ?? awardInputs(db, memberId),
  ]);
  const fresh = earnedBy(known, counts).filter((rule) => !earned.has(rule.key));
  if (fresh.length === 0) return [];
  return insertEarned(
    db,
    memberId,
    fresh.map((rule) => ({
      key: rule.key,
      ...notificationValues({
        type: NOTIFICATION_TYPES.trophy,
        title: 'Trophy earned',
        description: `${rule.title}: ${rule.description}`,
      }),
    })),
  );
}
