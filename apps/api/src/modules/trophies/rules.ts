import type { Trophy, TrophyMetric } from '@fairway/contracts';

/** One awarding rule, as stored in trophy_definitions. */
export type TrophyRule = {
  key: string;
  title: string;
  description: string;
  metric: TrophyMetric;
  threshold: number;
  sortOrder: number;
};

/** What the rules count for one member. */
export type TrophyCounts = Record<TrophyMetric, number>;

/** The rules a member's counts satisfy. */
export const earnedBy = (rules: readonly TrophyRule[], counts: TrophyCounts): TrophyRule[] =>
  rules.filter((rule) => counts[rule.metric] >= rule.threshold);

/**
 * Every trophy as the member sees it: earned ones first (most recent first), then the others by
 * sort order, each with its progress capped at the threshold.
 */
export function trophyList(
  rules: readonly TrophyRule[],
  counts: TrophyCounts,
  earned: ReadonlyMap<string, Date>,
): Trophy[] {
  const list = rules.map((rule) => {
    const at = earned.get(rule.key);
    return {
      rule,
      trophy: {
        Key: rule.key,
        Title: rule.title,
        Description: rule.description,
        Metric: rule.metric,
        Threshold: rule.threshold,
        Progress: at ? rule.threshold : Math.min(counts[rule.metric], rule.threshold),
        EarnedAt: at ? at.toISOString() : null,
      } satisfies Trophy,
      at,
    };
  });
  list.sort((a, b) => {
    if (a.at && b.at) return b.at.getTime() - a.at.getTime() || a.rule.sortOrder - b.rule.sortOrder;
    if (a.at) return -1;
    if (b.at) return 1;
    return a.rule.sortOrder - b.rule.sortOrder;
  });
  return list.map((entry) => entry.trophy);
}
