import type { ReleaseEntry } from '@fairway/contracts';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findLineGate,
  findTicketOfMember,
  hasUnservedTicket,
  type LineGate,
  markTurnDone,
} from './repository';
import { openLine } from './service';

/**
 * The booking rules' question (quote step, before the write's transaction): is the course-day opening
 * through a line that is admitting now? Returns that line's id, or null (no release on the course, no line
 * that day, before its opening, or closed: booking as usual). Orders the line if its time has come.
 */
export async function admittingLineOf(
  db: Db,
  input: { releases: readonly ReleaseEntry[]; courseId: number; date: string; now: Date },
): Promise<number | null> {
  if (!input.releases.some((r) => r.courseId === input.courseId)) return null;
  return admittingLineFrom(db, await findLineGate(db, input.courseId, input.date, input.now), input.now);
}

/**
 * `admittingLineOf`'s answer from the gate a caller read itself (`lineGateSql` in its own statement: the
 * admitted booking's read); only a line whose time has come but is not ordered yet costs more statements.
 */
export async function admittingLineFrom(db: Db, found: LineGate | null, now: Date): Promise<number | null> {
  if (!found || now < found.opensAt) return null;
  if (found.opened) return found.unserved ? found.id : null;
  // Its time has come but nobody has ordered it yet: order it, then ask again.
  await openLine(db, found.id, now);
  return (await hasUnservedTicket(db, found.id, now)) ? found.id : null;
}

/**
 * The network search's question, read only (a replica may answer it): would booking the course-day now
 * wait for a line's turn that `memberId` does not hold? True from the opening until the line has served
 * everyone (a line not yet ordered counts as admitting, as the write would order it), unless the member's
 * own turn is live. Without a member (the alerts' question: is the day still the line's?) no turn counts.
 * The booking write's answer stays `admittingLineOf` + `takeLineTurn`.
 */
export async function lineHoldsDay(
  db: Db,
  input: { releases: readonly ReleaseEntry[]; courseId: number; date: string; memberId?: string; now: Date },
): Promise<boolean> {
  if (!input.releases.some((r) => r.courseId === input.courseId)) return false;
  const found = await findLineGate(db, input.courseId, input.date, input.now);
  if (!found || input.now < found.opensAt) return false;
  if (found.opened && !found.unserved) return false;
  if (input.memberId === undefined) return true;
  const mine = await findTicketOfMember(db, found.id, input.memberId);
  const live =
    mine?.admitAt != null &&
    mine.admittedUntil != null &&
    mine.doneAt == null &&
    mine.admitAt <= input.now &&
    mine.admittedUntil > input.now;
  return !live;
}

/**
 * The booking write's step, in its transaction: the booker's turn must be live (409 LINE_NOT_YOUR_TURN
 * { Position } otherwise; 0 for a member without a ticket); their ticket is then Done with the booking.
 */
export async function takeLineTurn(tx: Tx, lineId: number, memberId: string, now: Date): Promise<void> {
  if ((await markTurnDone(tx, lineId, memberId, now)) !== null) return;
  const ticket = await findTicketOfMember(tx, lineId, memberId);
  throw new AppError('LINE_NOT_YOUR_TURN', { params: { Position: ticket?.position ?? 0 } });
}
