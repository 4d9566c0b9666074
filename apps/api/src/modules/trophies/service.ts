import { NOTIFICATION_TYPES, type Trophy } from '@fairway/contracts';
import type { Db } from '../../db/client';
import type { Notifier } from '../notifications';
import {
  awardInputs,
  findEarned,
  findRules,
  findRulesCached,
  insertEarned,
  type TrophyInputs,
} from './repository';
import { earnedBy, trophyList } from './rules';

/** The member's trophies: earned (with when) first, then the others with progress. */
export async function listTrophies(db: Db, memberId: string): Promise<Trophy[]> {
  const [rules, { counts }, earned] = await Promise.all([
    findRules(db),
    awardInputs(db, memberId),
    findEarned(db, memberId),
  ]);
  return trophyList(rules, counts, earned);
}

/**
 * Awards what the member's bookings now earn, after the booking has committed (the booking transaction
 * takes no notifier). Most bookings earn nothing new: one statement reads the counts and earned keys
 * (the rules are cached) without a transaction, and one is opened only for a trophy not yet earned; a
 * booking made in one statement brings its `inputs` with it (`fairway_book`), so none is read.
 * Idempotent: the (member, trophy) key lets one of two racing awards insert, and only that one writes
 * the type-1 notification, in the same transaction. Returns the keys newly awarded.
 */
export async function awardTrophies(
  db: Db,
  notifier: Notifier,
  memberId: string,
  inputs?: TrophyInputs,
): Promise<string[]> {
  const [rules, { counts, earned }] = await Promise.all([
    findRulesCached(db),
    inputs ?? awardInputs(db, memberId),
  ]);
  const fresh = earnedBy(rules, counts).filter((rule) => !earned.has(rule.key));
  if (fresh.length === 0) return [];
  return notifier.transaction(db, async (tx, notify) => {
    const awarded: string[] = [];
    for (const rule of fresh) {
      if (!(await insertEarned(tx, memberId, rule.key))) continue;
      awarded.push(rule.key);
      await notify(memberId, {
        type: NOTIFICATION_TYPES.trophy,
        title: 'Trophy earned',
        description: `${rule.title}: ${rule.description}`,
      });
    }
    return awarded;
  });
}
