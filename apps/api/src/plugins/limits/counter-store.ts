import type { FastifyBaseLogger } from 'fastify';

/** One counted attempt: the window's count including it, the time left, and how to take it back. */
export type Hit = { count: number; ttlMs: number; undo: () => Promise<void> };

/**
 * Fixed-window counters behind every rate limit: `hit` adds one to a key (its window starts with its first
 * hit) and answers the new count; the hit's `undo` takes that one back (an attempt that, in the end, must
 * not count: a successful login, or one refused by another limit).
 */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Counters of this instance only: the embedded default, and the fallback while Redis is away. */
export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; resetAt: number }>();
  let nextSweep = 0;
  // Expired windows are dropped at most once a second, so the map holds only live windows.
  const sweep = (at: number) => {
    if (at < nextSweep) return;
    nextSweep = at + 1000;
    for (const [key, counter] of counters) if (counter.resetAt <= at) counters.delete(key);
  };
  return {
    async hit(key, windowMs) {
      const at = now();
      sweep(at);
      let counter = counters.get(key);
      if (!counter || counter.resetAt <= at) {
        counter = { count: 0, resetAt: at + windowMs };
        counters.set(key, counter);
      }
      counter.count += 1;
      const window = counter;
      return {
        count: window.count,
        ttlMs: window.resetAt - at,
        undo: async () => {
          // A window that has since ended took the hit with it.
          if (counters.get(key) === window && window.count > 0) window.count -= 1;
        },
      };
    },
    async close() {
      counters.clear();
    },
  };
}

/**
 * Redis first, this instance's memory while Redis fails: the limits hold (per instance) instead of letting
 * every guess through. One warning when Redis fails, one line when it answers again.
 */
export function fallbackCounterStore(
  primary: CounterStore,
  fallback: CounterStore,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): CounterStore {
  let degraded = false;
  return {
    async hit(key, windowMs) {
      try {
        const hit = await primary.hit(key, windowMs);
        if (degraded) {
          degraded = false;
          log.info('rate limits shared through Redis again');
        }
        return hit;
      } catch (err) {
        if (!degraded) {
          degraded = true;
          log.warn({ err }, 'Redis unreachable: rate limits count per instance until it is back');
        }
        return fallback.hit(key, windowMs);
      }
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
