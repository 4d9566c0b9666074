import { z } from 'zod';

/** What a trophy's rule counts (member-area §5, `/Trophies`). */
export const TROPHY_METRICS = ['rounds', 'clubs'] as const;
export const ZTrophyMetric = z.enum(TROPHY_METRICS);
export type TrophyMetric = z.infer<typeof ZTrophyMetric>;

/** One trophy as the member sees it: earned (with when) or not yet (with progress towards it). */
export const ZTrophy = z.object({
  Key: z.string(),
  Title: z.string(),
  Description: z.string(),
  Metric: ZTrophyMetric,
  Threshold: z.number().int(),
  /** How far the member has got, capped at Threshold. */
  Progress: z.number().int(),
  /** ISO date-time when earned, null when not yet earned. */
  EarnedAt: z.string().nullable(),
});
export type Trophy = z.infer<typeof ZTrophy>;

/** Earned trophies first (most recent first), then the rest by how close they are. */
export const ZTrophyList = z.array(ZTrophy);
