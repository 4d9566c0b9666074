import type { BallotWindow } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { drawAt, inWindow, opensAt, windowFor } from '../../domain/ballot-windows';
import { findBallotState } from './ballot-state-repository';

/**
 * Whether a course-day's ballot still holds its window's starts: a slot in the window cannot be booked
 * directly until the ballot is drawn. Before the draw time that is so whether or not the ballot row
 * exists yet; after it, until the draw has actually run (the job may run a little late). The booking
 * rules and the tee times read it; the ballots module opens, draws and closes the ballot rows it reads.
 */
export type BallotHold = { window: BallotWindow; opensAt: Date; drawAt: Date };

export async function ballotHold(
  db: DbOrTx,
  input: { windows: readonly BallotWindow[]; courseId: number; date: string; timeZone: string; now: Date },
): Promise<BallotHold | null> {
  const window = windowFor(input.windows, input.courseId, input.date);
  if (!window) return null;
  const hold = {
    window,
    opensAt: opensAt(window, input.date, input.timeZone),
    drawAt: drawAt(window, input.date, input.timeZone),
  };
  const state = await findBallotState(db, input.courseId, input.date);
  if (state === 'Drawn') return null;
  return input.now < hold.drawAt || state !== null ? hold : null;
}

/** Whether a start (minutes after local midnight) is one the hold keeps for the draw. */
export const isHeld = (hold: BallotHold | null, minute: number) =>
  hold !== null && inWindow(hold.window, minute);
