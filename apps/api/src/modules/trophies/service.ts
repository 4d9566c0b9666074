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
 * (the rules are cached) without a transaction, and a booking made in one statement brings its `inputs`
 * with it (`fairway_book`), so none is read. A trophy not yet earned is recorded with its hidden type-1
 * notification (never published: trophies do not pop up) in one statement. Idempotent: the (member,
 * trophy) key lets one of two racing awards insert, and only that one writes the notification. Returns the
 * keys newly awarded.
 */
export async function awardTrophies(db: Db, memberId: string, inputs?: TrophyInputs): Promise<string[]> {
  const [rules, { counts, earned }] = await Promise.all([
    findRulesCached(db),
    inputs ?? awardInputs(db, memberId),
  ]);
  const fresh = earnedBy(rules, counts).filter((rule) => !earned.has(rule.key));
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
