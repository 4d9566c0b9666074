import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createClient } from 'redis';
import type { Config } from '../../config';

/** Redis channel and PostgreSQL NOTIFY channel that carry "club {id}'s document changed". */
export const CLUB_DOCUMENT_CHANNEL = 'fairway_club_documents';

export type InvalidationHandler = {
  /** One club's document changed on some instance. */
  club: (clubId: number) => void;
  /** Messages may have been missed (the link was down): forget everything. */
  all: () => void;
};

/** Tells every API instance, this one included, that a club's document changed. */
export type ClubDocumentBroadcast = {
  kind: 'in-process' | 'redis' | 'postgres';
  publish: (clubId: number) => Promise<void>;
  close: () => Promise<void>;
};

function parseClubId(message: string): number | null {
  return /^\d{1,10}$/.test(message) ? Number(message) : null;
}

/**
 * Redis pub/sub when REDIS_URL is set (the transport live events already use); else PostgreSQL
 * LISTEN/NOTIFY when the database is a shared PostgreSQL; else nothing to tell (one PGlite process).
 */
export async function connectClubDocumentBroadcast(
  config: Config,
  on: InvalidationHandler,
  log: FastifyBaseLogger,
): Promise<ClubDocumentBroadcast> {
  if (config.redisUrl) return redisBroadcast(config.redisUrl, on, log);
  if (config.database.driver === 'postgres') return postgresBroadcast(config.database.url, on, log);
  return { kind: 'in-process', publish: async () => {}, close: async () => {} };
}

async function redisBroadcast(
  url: string,
  on: InvalidationHandler,
  log: FastifyBaseLogger,
): Promise<ClubDocumentBroadcast> {
  const pub = createClient({ url });
  const sub = pub.duplicate();
  for (const client of [pub, sub])
    client.on('error', (err) => log.warn({ err }, 'club document redis error'));
  let connectedOnce = false;
  // After a reconnect, invalidations sent while the link was down are lost: start from empty.
  sub.on('ready', () => {
    if (connectedOnce) on.all();
    connectedOnce = true;
  });
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CLUB_DOCUMENT_CHANNEL, (message) => {
    const clubId = parseClubId(message);
    if (clubId !== null) on.club(clubId);
  });
  return {
    kind: 'redis',
    publish: async (clubId) => {
      await pub.publish(CLUB_DOCUMENT_CHANNEL, String(clubId));
    },
    close: async () => {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}

async function postgresBroadcast(
  url: string,
  on: InvalidationHandler,
  log: FastifyBaseLogger,
): Promise<ClubDocumentBroadcast> {
  let closed = false;
  let listener: pg.Client | null = null;

  // A LISTEN needs its own connection; when it drops, reconnect and forget what may have been missed.
  const listen = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      const clubId = msg.channel === CLUB_DOCUMENT_CHANNEL ? parseClubId(msg.payload ?? '') : null;
      if (clubId !== null) on.club(clubId);
    });
    client.on('error', (err) => {
      log.warn({ err }, 'club document listener lost its connection');
      client.end().catch(() => {});
      if (closed) return;
      on.all();
      setTimeout(() => listen().catch((e) => log.warn({ err: e }, 'club document listener')), 1_000);
    });
    await client.connect();
    await client.query(`LISTEN ${CLUB_DOCUMENT_CHANNEL}`);
    listener = client;
  };
  await listen();

  const notifier = new pg.Pool({ connectionString: url, max: 1 });
  notifier.on('error', () => {});
  return {
    kind: 'postgres',
    publish: async (clubId) => {
      await notifier.query('select pg_notify($1, $2)', [CLUB_DOCUMENT_CHANNEL, String(clubId)]);
    },
    close: async () => {
      closed = true;
      await Promise.allSettled([(listener as pg.Client | null)?.end(), notifier.end()]);
    },
  };
}
