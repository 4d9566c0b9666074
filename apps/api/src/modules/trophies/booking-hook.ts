import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type StoredTrophyInputs, trophyInputsOf } from './repository';
import { awardTrophies } from './service';

/** What awarding after a booking needs: the database and a log for failures. */
export interface TrophyAwardDeps {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Right after a booking commits, each member playing in it gets the trophies it earns them. A failure
 * is logged and never fails the booking; the next booking (or a retry) awards what was missed.
 */
export async function awardTrophiesAfterBooking(
  deps: TrophyAwardDeps,
  memberIds: readonly string[],
  /** A member's inputs read with the booking (after its write, in its statement), by member id. */
  known: ReadonlyMap<string, StoredTrophyInputs> = new Map(),
) {
  for (const memberId of new Set(memberIds)) {
    try {
      const stored = known.get(memberId);
      await awardTrophies(deps.db, memberId, stored ? trophyInputsOf(stored) : undefined);
    } catch (err) {
      deps.log.error({ err, memberId }, 'trophy award failed');
    }
  }
}
