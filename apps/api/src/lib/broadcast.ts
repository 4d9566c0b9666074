import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Config } from '../config';
import { closeRedisClient, redisClient, startRedisClient, subscriberWhenReady } from './redis';

/** What a cache does with the messages of its channel. */
export type BroadcastHandler = {
  /** One message published by some instance (this one included). */
  message: (text: string) => void;
  /** Messages may have been missed (the link was down): forget everything. */
  all: () => void;
};

/** Tells every API instance, this one included, something on one channel (cache invalidations). */
export type Broadcast = {
  kind: 'in-process' | 'redis' | 'postgres';
  publish: (message: string) => Promise<void>;
  close: () => Promise<void>;
};

export const inProcessBroadcast = (): Broadcast => ({
  kind: 'in-process',
  publish: async () => {},
  close: async () => {},
});

/**
 * Redis pub/sub when REDIS_URL is set (the transport live events already use); else PostgreSQL
 * LISTEN/NOTIFY when the database is a shared PostgreSQL; else nothing to tell (one PGlite process).
 * `channel` is a lowercase identifier (it is also the NOTIFY channel).
 */
export async function connectBroadcast(
  config: Config,
  channel: string,
  on: BroadcastHandler,
  log: FastifyBaseLogger,
): Promise<Broadcast> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad broadcast channel ${channel}`);
  // NOTIFY channels belong to their database; Redis is shared by whoever points at it: the prefix keeps
  // this install's channels its own.
  if (config.redisUrl) return redisBroadcast(config.redisUrl, `${config.redisPrefix}${channel}`, on, log);
  // LISTEN holds a session: through a transaction pooler it would miss notifications, so it goes direct.
  if (config.database.driver === 'postgres')
    return postgresBroadcast(config.database.directUrl ?? config.database.url, channel, on, log);
  return inProcessBroadcast();
}

async function redisBroadcast(
  url: string,
  channel: string,
  on: BroadcastHandler,
  log: FastifyBaseLogger,
): Promise<Broadcast> {
  const pub = redisClient(url, `broadcast ${channel} publisher`, log);
  const sub = redisClient(url, `broadcast ${channel} subscriber`, log);
  // Messages sent while the link was down are lost: after an outage (at start or later), start from empty.
  let missed = false;
  sub.on('error', () => {
    missed = true;
  });
  sub.on('ready', () => {
    if (missed) on.all();
    missed = false;
  });
  // Never waits for Redis: an instance starts without it and subscribes when it comes.
  await Promise.all([startRedisClient(pub), startRedisClient(sub)]);
  await subscriberWhenReady(sub).subscribe(channel, (message) => on.message(message));
  return {
    kind: 'redis',
    publish: async (message) => {
      // Redis away: this instance has already acted; the others forget everything when their own link
      // comes back, or keep a stale entry no longer than the cache's lifetime if only ours is down.
      await pub.publish(channel, message).catch((err) => log.warn({ err, channel }, 'broadcast not sent'));
    },
    close: async () => {
      await Promise.all([closeRedisClient(sub), closeRedisClient(pub)]);
    },
  };
}

async function postgresBroadcast(
  url: string,
  channel: string,
  on: BroadcastHandler,
  log: FastifyBaseLogger,
): Promise<Broadcast> {
  let closed = false;
  let listener: pg.Client | null = null;

  // A LISTEN needs its own connection; when it drops, reconnect and forget what may have been missed.
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (msg.channel === channel) on.message(msg.payload ?? '');
    });
    client.on('error', (err) => {
      log.warn({ err, channel }, 'broadcast listener lost its connection');
      client.end().catch(() => {});
      if (closed) return;
      on.all();
      setTimeout(() => listen().catch((e) => log.warn({ err: e, channel }, 'broadcast listener')), 1_000);
    });
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    listener = client;
  };
  await listen();

  const notifier = new pg.Pool({ connectionString: url, max: 1 });
  notifier.on('error', () => {});
  return {
    kind: 'postgres',
    publish: async (message) => {
      await notifier.query('select pg_notify($1, $2)', [channel, message]);
    },
    close: async () => {
      closed = true;
      await Promise.allSettled([(listener as pg.Client | null)?.end(), notifier.end()]);
    },
  };
}
