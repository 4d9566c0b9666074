import { BALLOT_ALGORITHM, type BallotAudit } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { weightOf } from './draw-algorithm';
import { findBallot, findLosses, listEntries } from './repository';

/**
 * What anyone signed in may check the draw with: the entries as the algorithm saw them (EntryId, weight,
 * whole party, preferences; never who entered), and once drawn the seed, order and allocations. Before
 * the draw the weights are the entrants' current ones and the seed stays secret behind its commitment.
 */
export async function ballotAudit(db: Db, ballotId: number): Promise<BallotAudit> {
  const ballot = await findBallot(db, ballotId);
  if (!ballot) throw notFound('BALLOT_NOT_FOUND');
  const entries = await listEntries(db, ballot.id);
  const drawn = ballot.state === 'Drawn';
  const losses = drawn
    ? new Map<string, number>()
    : await findLosses(
        db,
        ballot.clubId,
        entries.map((e) => e.memberId),
      );
  const byId = new Map(entries.map((e) => [e.id, e]));
  const order = drawn ? (ballot.drawOrder ?? []) : [];
  return {
    Algorithm: BALLOT_ALGORITHM,
    BallotId: ballot.id,
    Commitment: ballot.commitment,
    Seed: drawn ? ballot.seed : null,
    Entries: entries.map((e) => ({
      EntryId: e.id,
      Weight: e.weight ?? weightOf(losses.get(e.memberId) ?? 0),
      Players: e.players,
      Preferences: e.preferences,
    })),
    Order: order,
    Allocations: order.map((id) => ({ EntryId: id, Time: byId.get(id)?.time ?? null })),
    Capacity: drawn ? (ballot.capacity ?? {}) : {},
    Forfeited: drawn ? entries.filter((e) => e.outcome === 'Forfeited').map((e) => e.id) : [],
  };
}
