import type { FastifyBaseLogger } from 'fastify';
import { closeRedisClient, type RedisClient, redisClient, startRedisClient } from '../../lib/redis';
import type { CounterStore } from './counter-store';

// Fixed window: the first hit of a window starts its expiry; the reply is the count and the time left.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }
`;

// Takes a hit back only while its window lives: an expired key is not brought back as -1.
const UNDO_SCRIPT = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  return redis.call('DECR', KEYS[1])
end
return 0
`;

/**
 * Counters in Redis (node-redis v5, the client the app already uses for the hub), so every API instance
 * shares one count. Commands fail at once while Redis is away (no offline queue): the caller falls back.
 */
export function redisCounterStore(client: RedisClient, prefix = 'fairway:rate-limit:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const redisKey = prefix + key;
      const reply = await client.eval(INCR_SCRIPT, { keys: [redisKey], arguments: [String(windowMs)] });
      const [count, ttlMs] = reply as [number, number];
      return {
        count,
        ttlMs,
        undo: async () => {
          // A lost undo leaves one extra failure counted until the window ends: never worth failing for.
          await client.eval(UNDO_SCRIPT, { keys: [redisKey], arguments: [] }).catch(() => {});
        },
      };
    },
    close: () => closeRedisClient(client),
  };
}

/**
 * A connected Redis counter store. Waits for the first connection or the first failure, never longer:
 * an API instance starts while Redis is away (its limits then count in memory) and node-redis keeps
 * reconnecting in the background.
 */
export async function connectRedisCounterStore(
  url: string,
  log: FastifyBaseLogger,
  prefix?: string,
): Promise<CounterStore> {
  const client = redisClient(url, 'rate limit', log);
  await startRedisClient(client);
  return redisCounterStore(client, prefix);
}
