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
 * Starts a client's connection without waiting for Redis: answers once the client is ready, once its first
 * attempt fails, or after `waitMs`, whichever comes first. An instance starts while Redis is away (a bare
 * `connect()` would wait for it forever, and a plugin's start would time out); node-redis goes on
 * reconnecting in the background.
 */
export async function startRedisClient(client: RedisClient, waitMs = 2_000): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
    client.once('ready', resolve);
    client.once('error', () => resolve());
    client.connect().catch(() => resolve());
  });
  clearTimeout(timer);
}

const SUBSCRIBE = {
  subscribe: 'channels',
  SUBSCRIBE: 'channels',
  pSubscribe: 'patterns',
  PSUBSCRIBE: 'patterns',
};
const UNSUBSCRIBE = {
  unsubscribe: 'channels',
  UNSUBSCRIBE: 'channels',
  pUnsubscribe: 'patterns',
  PUNSUBSCRIBE: 'patterns',
};
const kindOf = (table: Record<string, string>, property: string | symbol) =>
  typeof property === 'string' && Object.hasOwn(table, property) ? table[property] : undefined;

/**
 * A subscriber whose subscriptions survive a link that was never up: node-redis drops a subscription that
 * fails (Redis away at start, or lost before it answered) and only renews those that succeeded. Each
 * subscription asked for is made again on every `ready` (a no-op for those already held: listeners are
 * kept in sets), so an instance that started without Redis joins it when it comes. An unsubscribe forgets
 * every wanted subscription of its kind (the callers here unsubscribe only when they close).
 */
export function subscriberWhenReady(client: RedisClient): RedisClient {
  let wanted: { kind: string; method: string; args: unknown[] }[] = [];
  const call = (method: string, args: unknown[]): Promise<unknown> =>
    Promise.resolve(
      (Reflect.get(client, method, client) as (...a: unknown[]) => unknown).apply(client, args),
    );
  client.on('ready', () => {
    for (const { method, args } of wanted) call(method, args).catch(() => {});
  });
  return new Proxy(client, {
    get(target, property) {
      const subscribing = kindOf(SUBSCRIBE, property);
      if (subscribing && typeof property === 'string') {
        return (...args: unknown[]) => {
          wanted.push({ kind: subscribing, method: property, args });
          // Not ready: the `ready` above subscribes; a failure now is made good at the next `ready`.
          return target.isReady ? call(property, args).catch(() => {}) : Promise.resolve();
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const unsubscribing = kindOf(UNSUBSCRIBE, property);
      if (!unsubscribing) return value.bind(target);
      return (...args: unknown[]) => {
        wanted = wanted.filter((w) => w.kind !== unsubscribing);
        return value.apply(target, args);
      };
    },
  });
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
