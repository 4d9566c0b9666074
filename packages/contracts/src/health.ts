import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  realtime: z.object({ adapter: z.enum(['in-process', 'redis']) }),
});
export type Health = z.infer<typeof ZHealth>;

/** Liveness: the process answers (no dependency is checked, so a database outage never restarts it). */
export const ZLiveness = z.object({ status: z.literal('live') });
export type Liveness = z.infer<typeof ZLiveness>;

/**
 * Readiness: whether a load balancer should send this instance traffic. 200 `ready` when the database
 * answers and the instance is not draining; 503 `not-ready` otherwise, saying which.
 */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['up', 'down']),
  draining: z.boolean(),
});
export type Readiness = z.infer<typeof ZReadiness>;
