import { AppError } from '../../lib/app-error';
import { findClubIdsDeclaring } from '../clubs';
import { openClubBallots } from './ballot-day';
import { type DrawDeps, drawBallot, STALE_DRAW_MS } from './draw';
import { findDueBallotIds, findStaleDrawingIds } from './repository';

/**
 * The ballots job (every minute, once across instances): opens the ballots whose entries open now, so
 * their commitments are published before anyone asks, and draws those whose draw time has come, or
 * resumes a draw that crashed half-way. A ballot another drawer took is skipped (BALLOT_CLOSED).
 */
export async function runBallotJob(deps: DrawDeps, now = new Date()) {
  let opened = 0;
  for (const clubId of await findClubIdsDeclaring(deps.db, 'ballots'))
    opened += await openClubBallots(deps.db, clubId, now, deps.seeds);
  const due = [
    ...(await findDueBallotIds(deps.db, now)),
    ...(await findStaleDrawingIds(deps.db, new Date(now.getTime() - STALE_DRAW_MS))),
  ];
  let drawn = 0;
  for (const { id } of due) {
    try {
      await drawBallot(deps, id, now);
      drawn++;
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'BALLOT_CLOSED')) throw error;
    }
  }
  return { opened, drawn };
}
