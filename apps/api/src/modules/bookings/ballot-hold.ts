import type { BallotWindow } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { drawAt, inWindow, opensAt, windowFor } from '../../domain/ballot-windows';

/**
 * Whether a course-day's ballot still holds its window's starts: a slot in the window cannot be booked
 * directly until the ballot is drawn. Before the draw time that is so whether or not the ballot row
 * exists yet; after it, until the draw has actually run (the job may run a little late). The booking
 * rules and the tee times read it; the ballots module opens, draws and closes the ballot rows it reads.
 */
export type BallotHold = { window: BallotWindow; opensAt: Date; drawAt: Date };

/**
 * The one read the booking rules make of a ballot: a course-day's state ('Open', 'Drawing', 'Drawn'), or
 * null before the ballot exists. The ballots module owns the table and sits above bookings (it books the
 * draw's winners), so it provides the read and the composition root passes it in (modules/index.ts). It
 * is wired once rather than passed down, so that ballotHold keeps its callers' shape; it runs on the
 * caller's `db`, its transaction too.
 */
export type BallotStatePort = (
  db: DbOrTx,
  courseId: number,
  localDate: string,
) => Promise<'Open' | 'Drawing' | 'Drawn' | null>;

let ballotStates: BallotStatePort | null = null;

/** Wires the ballot-state read (the composition root calls it once, before any booking). */
export function provideBallotStates(port: BallotStatePort): void {
  ballotStates = port;
}

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
  if (!ballotStates)
    throw new Error('bookings: the ballot-state port is not wired (modules/index.ts wirePorts)');
  const state = await ballotStates(db, input.courseId, input.date);
  if (state === 'Drawn') return null;
  return input.now < hold.drawAt || state !== null ? hold : null;
}

/** Whether a start (minutes after local midnight) is one the hold keeps for the draw. */
export const isHeld = (hold: BallotHold | null, minute: number) =>
  hold !== null && inWindow(hold.window, minute);
