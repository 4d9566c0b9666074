import { randomBytes } from 'node:crypto';
import {
  LINE_ALGORITHM,
  type MyTicket,
  type ReleaseEntry,
  type ReleaseLine,
  type ReleaseLineAudit,
  type ReleaseLineState,
  type ReleaseLinesQuery,
} from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { dayOpensAt } from '../../domain/booking-rules/window';
import { commitmentOf } from '../../domain/fair-draw';
import { AppError, notFound } from '../../lib/app-error';
import { daysBetween, isoString, localDateOf } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { loadCourseDay } from '../courses';
import { admitAtOf, lateAdmitAt, lineOrder, ticketView } from './line-algorithm';
import {
  advanceLine,
  countAdmitted,
  findLine,
  findLineOfDay,
  findTicketOfMember,
  hasUnservedTicket,
  insertLineIfAbsent,
  insertTicket,
  type LineRow,
  listTickets,
  lockLine,
  type TicketRow,
  writeOpening,
} from './repository';

/** A line is made (with its commitment) at most this long before its day opens. */
export const LINE_MADE_BEFORE_MS = 2 * 86_400_000;

/** The release line of `date`'s course-day: when it gathers and opens, under the club's release. */
export function lineTimes(
  date: string,
  club: { bookingWindowDays: number; timeZone: string },
  release: ReleaseEntry,
): { opensAt: Date; gathersAt: Date } {
  const opensAt = dayOpensAt(date, club.bookingWindowDays, club.timeZone, release);
  return { opensAt, gathersAt: new Date(opensAt.getTime() - release.lineOpensMinutesBefore * 60_000) };
}

/**
 * Makes the course-day's line unless it exists: only for a day still to come whose opening is at most
 * LINE_MADE_BEFORE_MS away, or passed within the last day. The seed is drawn now and kept secret
 * until the opening; its commitment is public from now on.
 */
export async function ensureLine(
  db: DbOrTx,
  input: {
    club: { id: number; bookingWindowDays: number; timeZone: string };
    release: ReleaseEntry;
    date: string;
    now: Date;
  },
): Promise<void> {
  const { club, release, date, now } = input;
  const { opensAt, gathersAt } = lineTimes(date, club, release);
  if (daysBetween(localDateOf(now, club.timeZone), date) < 0) return;
  // Near its opening, or opened within the last day: older days open as usual, with no line.
  const fromOpening = now.getTime() - opensAt.getTime();
  if (fromOpening < -LINE_MADE_BEFORE_MS || fromOpening > 86_400_000) return;
  const seed = randomBytes(32).toString('hex');
  await insertLineIfAbsent(db, {
    clubId: club.id,
    courseId: release.courseId,
    localDate: date,
    opensAt,
    gathersAt,
    admitPerMinute: release.admitPerMinute,
    turnMinutes: release.turnMinutes,
    seed,
    commitment: commitmentOf(seed),
  });
}

/**
 * Orders the line once its opening time has come (whoever comes first: a request or the job tick): the
 * tickets taken before OpensAt by fairway-line-v1, any taken meanwhile after them, each with its admission
 * time and the end of its turn. Idempotent; returns the line as it stands.
 */
export async function openLine(db: Db, lineId: number, now: Date): Promise<LineRow | null> {
  return inTransaction(db, async (tx) => {
    const line = await lockLine(tx, lineId, 'update');
    if (!line || line.openedAt || now < line.opensAt) return line;
    const tickets = await listTickets(tx, line.id);
    const order = lineOrder(
      line.seed,
      tickets.map((t) => ({ TicketId: String(t.id), JoinedBeforeOpen: t.joinedBeforeOpen })),
    );
    const turnMs = line.turnMinutes * 60_000;
    const places = order.map((id, i) => {
      const admitAt = admitAtOf(line.opensAt, i + 1, line.admitPerMinute);
      return {
        id: Number(id),
        position: i + 1,
        admitAt,
        admittedUntil: new Date(admitAt.getTime() + turnMs),
      };
    });
    const lastAdmitAt = places.at(-1)?.admitAt ?? null;
    await writeOpening(tx, { id: line.id, openedAt: now, lastAdmitAt }, places);
    return { ...line, openedAt: now, positions: places.length, lastAdmitAt };
  });
}

/** The line as it stands at `now`, ordered first if its opening time has come. */
async function currentLine(db: Db, line: LineRow, now: Date): Promise<LineRow> {
  if (line.openedAt || now < line.opensAt) return line;
  return (await openLine(db, line.id, now)) ?? line;
}

/** Gathering before OpensAt; then Admitting while a ticket is still to be served; then Closed. */
export async function lineState(db: DbOrTx, line: LineRow, now: Date): Promise<ReleaseLineState> {
  if (now < line.opensAt || !line.openedAt) return 'Gathering';
  return (await hasUnservedTicket(db, line.id, now)) ? 'Admitting' : 'Closed';
}

async function myTicketView(db: DbOrTx, line: LineRow, ticket: TicketRow, now: Date): Promise<MyTicket> {
  const admitted = ticket.position === null ? 0 : await countAdmitted(db, line.id, now);
  return ticketView(ticket, admitted, now);
}

export async function lineView(db: Db, row: LineRow, memberId: string, now: Date): Promise<ReleaseLine> {
  const line = await currentLine(db, row, now);
  const ticket = await findTicketOfMember(db, line.id, memberId);
  const opened = line.openedAt !== null && now >= line.opensAt;
  return {
    Id: line.id,
    ClubId: line.clubId,
    CourseId: line.courseId,
    Date: line.localDate,
    OpensAt: isoString(line.opensAt),
    State: await lineState(db, line, now),
    Commitment: line.commitment,
    Seed: opened ? line.seed : null,
    MyTicket: ticket ? await myTicketView(db, line, ticket, now) : null,
  };
}

/** The course-day's line (made on first ask once near its opening), as a one-item list; empty without. */
export async function listLines(
  db: Db,
  input: { memberId: string; query: ReleaseLinesQuery; now?: Date },
): Promise<ReleaseLine[]> {
  const now = input.now ?? new Date();
  const { clubId, courseId, date } = input.query;
  const day = await loadCourseDay(db, clubId, courseId, date);
  const release = day.club.releases.find((r) => r.courseId === courseId);
  if (release) await ensureLine(db, { club: day.club, release, date, now });
  const row = await findLineOfDay(db, courseId, date);
  return row && row.clubId === clubId ? [await lineView(db, row, input.memberId, now)] : [];
}

export async function getLine(
  db: Db,
  lineId: number,
  memberId: string,
  now = new Date(),
): Promise<ReleaseLine> {
  const row = await findLine(db, lineId);
  if (!row) throw notFound('RELEASE_LINE_NOT_FOUND');
  return lineView(db, row, memberId, now);
}

/**
 * One ticket per member per line, from the gathering on (409 LINE_NOT_OPEN before it, and once the line
 * has closed). Before OpensAt the ticket waits for the order; after it, it takes the next place at once,
 * admitted a rate's step after the one before it.
 */
export async function joinLine(
  db: Db,
  input: { memberId: string; lineId: number; now?: Date },
): Promise<MyTicket> {
  const now = input.now ?? new Date();
  const found = await findLine(db, input.lineId);
  if (!found) throw notFound('RELEASE_LINE_NOT_FOUND');
  if (now < found.gathersAt) throw new AppError('LINE_NOT_OPEN');
  const line = await currentLine(db, found, now);
  if (line.openedAt && (await lineState(db, line, now)) === 'Closed') throw new AppError('LINE_NOT_OPEN');
  const ticket = await inTransaction(db, async (tx) => {
    // Gathering: a shared lock, so the opening (which locks the row for update) waits for the ticket;
    // from the opening on, the row's lock orders the late places.
    const gathering = !line.openedAt && now < line.opensAt;
    let locked = await lockLine(tx, line.id, gathering ? 'share' : 'update');
    if (!locked) throw notFound('RELEASE_LINE_NOT_FOUND');
    // Ordered meanwhile (another instance's clock): place it late, under the row's lock for update.
    if (gathering && locked.openedAt) locked = await lockLine(tx, line.id, 'update');
    if (!locked) throw notFound('RELEASE_LINE_NOT_FOUND');
    if (!locked.openedAt) {
      const row = await insertTicket(tx, {
        lineId: locked.id,
        memberId: input.memberId,
        joinedAt: now,
        joinedBeforeOpen: now < locked.opensAt,
      });
      if (!row) throw new AppError('LINE_ALREADY_JOINED');
      return row;
    }
    const position = locked.positions + 1;
    const admitAt = lateAdmitAt(locked.lastAdmitAt, now, locked.admitPerMinute);
    const row = await insertTicket(tx, {
      lineId: locked.id,
      memberId: input.memberId,
      joinedAt: now,
      joinedBeforeOpen: false,
      position,
      admitAt,
      admittedUntil: new Date(admitAt.getTime() + locked.turnMinutes * 60_000),
    });
    if (!row) throw new AppError('LINE_ALREADY_JOINED');
    await advanceLine(tx, locked.id, position, admitAt);
    return row;
  });
  return myTicketView(db, line, ticket, now);
}

export async function myTicket(
  db: Db,
  input: { memberId: string; lineId: number; now?: Date },
): Promise<MyTicket> {
  const now = input.now ?? new Date();
  const found = await findLine(db, input.lineId);
  if (!found) throw notFound('RELEASE_LINE_NOT_FOUND');
  const line = await currentLine(db, found, now);
  const ticket = await findTicketOfMember(db, line.id, input.memberId);
  if (!ticket) throw notFound('NOT_FOUND');
  return myTicketView(db, line, ticket, now);
}

/** Everything needed to recompute the order without trusting the server; the seed from OpensAt on. */
export async function lineAudit(db: Db, lineId: number, now = new Date()): Promise<ReleaseLineAudit> {
  const found = await findLine(db, lineId);
  if (!found) throw notFound('RELEASE_LINE_NOT_FOUND');
  const line = await currentLine(db, found, now);
  const tickets = await listTickets(db, line.id);
  const opened = line.openedAt !== null && now >= line.opensAt;
  return {
    Algorithm: LINE_ALGORITHM,
    Commitment: line.commitment,
    Seed: opened ? line.seed : null,
    Tickets: tickets.map((t) => ({ TicketId: String(t.id), JoinedBeforeOpen: t.joinedBeforeOpen })),
    Order: opened
      ? tickets
          .filter((t) => t.position !== null)
          .sort((a, b) => (a.position as number) - (b.position as number))
          .map((t) => String(t.id))
      : [],
  };
}
