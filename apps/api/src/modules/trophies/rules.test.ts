import { describe, expect, it } from 'vitest';
import { earnedBy, type TrophyRule, trophyList } from './rules';

const rule = (key: string, metric: 'rounds' | 'clubs', threshold: number, sortOrder: number): TrophyRule => ({
  key,
  title: key,
  description: key,
  metric,
  threshold,
  sortOrder,
});
const rules = [rule('first', 'rounds', 1, 1), rule('r5', 'rounds', 5, 2), rule('c3', 'clubs', 3, 3)];

describe('trophy rules', () => {
  it('earns a rule once its count reaches the threshold, not before', () => {
    expect(earnedBy(rules, { rounds: 0, clubs: 0 })).toEqual([]);
    expect(earnedBy(rules, { rounds: 1, clubs: 1 }).map((r) => r.key)).toEqual(['first']);
    expect(earnedBy(rules, { rounds: 5, clubs: 2 }).map((r) => r.key)).toEqual(['first', 'r5']);
    expect(earnedBy(rules, { rounds: 4, clubs: 3 }).map((r) => r.key)).toEqual(['first', 'c3']);
  });

  it('lists earned trophies first, newest first, then the rest with capped progress', () => {
    const earned = new Map([
      ['first', new Date('2026-01-01T10:00:00Z')],
      ['c3', new Date('2026-02-01T10:00:00Z')],
    ]);
    const list = trophyList(rules, { rounds: 9, clubs: 3 }, earned);
    expect(list.map((t) => t.Key)).toEqual(['c3', 'first', 'r5']);
    expect(list[0]).toMatchObject({ EarnedAt: '2026-02-01T10:00:00.000Z', Progress: 3 });
    expect(list[2]).toMatchObject({ EarnedAt: null, Progress: 5, Threshold: 5 });
    expect(trophyList(rules, { rounds: 2, clubs: 0 }, new Map())[1]).toMatchObject({
      Key: 'r5',
      Progress: 2,
    });
  });
});
