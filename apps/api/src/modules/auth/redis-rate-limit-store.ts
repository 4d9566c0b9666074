import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from '../../lib/redis';

// Fixed window: the first hit of a window starts its expiry; the reply is the count and the time left.
const INCR_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { current, ttl }
`;

/**
 * A @fastify/rate-limit store on the `redis` (node-redis v5) client the app already uses for the hub,
 * so every API instance shares one count. The plugin's built-in Redis store needs ioredis.
 */
export function redisRateLimitStore(
  client: RedisClient,
  prefix = 'fairway:rate-limit:',
): FastifyRateLimitStoreCtor {
  class RedisRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      client
        .eval(INCR_SCRIPT, { keys: [prefix + key], arguments: [String(timeWindow)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: Error) => callback(error));
    }

    child(): FastifyRateLimitStore {
      return new RedisRateLimitStore();
    }
  }
  return RedisRateLimitStore;
}
