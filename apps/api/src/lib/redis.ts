import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * A node-redis client for work that must never wait on Redis (live events, cache invalidations, rate
 * limits). While the link is down its commands fail at once instead of queueing: no request hangs until
 * Redis is back, and nothing piles up in memory during a long outage. One warning is logged per outage;
 * node-redis reconnects by itself and resubscribes a subscriber's channels.
 */
export function redisClient(url: string, name: string, log: FastifyBaseLogger): RedisClient {
  const client = createClient({ url, disableOfflineQueue: true });
  let up = true;
  client.on('ready', () => {
    up = true;
  });
  // Without an error listener a lost connection would crash the process.
  client.on('error', (err) => {
    if (up) log.warn({ err, client: name }, 'Redis unreachable; carrying on without it until it is back');
    up = false;
  });
  return client;
}

/**
 * Closes a client whatever its state: quits when connected, else drops it at once. Never waits on a link
 * that is down (a QUIT sent to a reconnecting client would wait for Redis forever), nor on one that looks
 * up but does not answer (a half-open connection after an outage): after `graceMs` the client is dropped.
 */
export async function closeRedisClient(client: RedisClient, graceMs = 1_000): Promise<void> {
  if (client.isReady) {
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'gave up'>((resolve) => {
      timer = setTimeout(() => resolve('gave up'), graceMs);
    });
    const outcome = await Promise.race([
      client.quit().then(
        () => 'quit' as const,
        () => 'failed' as const,
      ),
      gaveUp,
    ]);
    clearTimeout(timer);
    if (outcome !== 'quit' && client.isOpen) client.destroy();
  } else if (client.isOpen) {
    client.destroy();
  }
}

/**
 * The client as seen by a library that fires commands without awaiting them (the Socket.IO adapter): every
 * promise a command returns is marked handled, so a command that fails while Redis is away is not an
 * unhandled rejection. A caller that awaits still sees the failure, except `publish`, which then answers 0
 * receivers (the adapter delivers to this instance's sockets regardless).
 */
export function withoutUnhandledFailures<C extends object>(client: C): C {
  return new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        if (property === 'publish') return result.catch(() => 0);
        result.catch(() => {});
        return result;
      };
    },
  });
}
