import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { type Broadcast, connectBroadcast } from '../../lib/broadcast';

/** Redis channel and PostgreSQL NOTIFY channel that carry "club {id}'s document changed". */
export const CLUB_DOCUMENT_CHANNEL = 'fairway_club_documents';

export type InvalidationHandler = {
  /** One club's document changed on some instance. */
  club: (clubId: number) => void;
  /** Messages may have been missed (the link was down): forget everything. */
  all: () => void;
};

/** Tells every API instance, this one included, that a club's document changed. */
export type ClubDocumentBroadcast = Omit<Broadcast, 'publish'> & {
  publish: (clubId: number) => Promise<void>;
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
  const broadcast = await connectBroadcast(
    config,
    CLUB_DOCUMENT_CHANNEL,
    {
      message: (text) => {
        const clubId = parseClubId(text);
        if (clubId !== null) on.club(clubId);
      },
      all: on.all,
    },
    log,
  );
  return { ...broadcast, publish: (clubId) => broadcast.publish(String(clubId)) };
}
