import { BALLOT_ALGORITHM, type BallotAudit } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { countEntries, findBallot, listEntries } from './repository';

/**
 * What anyone signed in may check the draw with. Before the draw only the commitment and how many
 * entries there are (issue 46 §5): each entry's party, preferences and weight would let a member pick
 * the least contested times. Once drawn, the entries the draw took as the algorithm saw them (EntryId,
 * weight, whole party, preferences; never who entered), the seed, order and allocations.
 */
export async function ballotAudit(db: Db, ballotId: number): Promise<BallotAudit> {
  const ballot = await findBallot(db, ballotId);
  if (!ballot) throw notFound('BALLOT_NOT_FOUND');
  const base = {
    Algorithm: BALLOT_ALGORITHM as typeof BALLOT_ALGORITHM,
    BallotId: ballot.id,
    Commitment: ballot.commitment,
  };
  if (ballot.state !== 'Drawn') {
    return {
      ...base,
      Seed: null,
      EntryCount: await countEntries(db, ballot.id),
      Entries: [],
      Order: [],
      Allocations: [],
      Capacity: {},
      Forfeited: [],
    };
  }
  const order = ballot.drawOrder ?? [];
  const drawn = new Set(order);
  // An entry left out of the draw (a buddy had not accepted being in it) is no input of it.
  const entries = (await listEntries(db, ballot.id)).filter((e) => drawn.has(e.id));
  const byId = new Map(entries.map((e) => [e.id, e]));
  return {
    ...base,
    Seed: ballot.seed,
    EntryCount: entries.length,
    Entries: entries.map((e) => ({
      EntryId: e.id,
      Weight: e.weight ?? 1,
      Players: e.players,
      Preferences: e.preferences,
    })),
    Order: order,
    Allocations: order.map((id) => ({ EntryId: id, Time: byId.get(id)?.time ?? null })),
    Capacity: ballot.capacity ?? {},
    Forfeited: entries.filter((e) => e.outcome === 'Forfeited').map((e) => e.id),
  };
}
