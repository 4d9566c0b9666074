import { z } from 'zod';

export const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  realtime: z.object({ adapter: z.enum(['in-process', 'redis']) }),
});
export type Health = z.infer<typeof ZHealth>;
