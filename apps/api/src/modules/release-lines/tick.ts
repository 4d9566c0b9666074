import {
  RELEASE_LINE_OPENED_EVENT,
  RELEASE_LINE_TICKET_EVENT,
  type ReleaseLineOpenedEvent,
  type ReleaseLineTicketEvent,
  ZReleaseEntries,
} from '@fairway/contracts';
import type { Db, DbOrTx } from '../../db/client';
import { localDateOf, plusDays } from '../../lib/time';
import { inTransaction } from '../../lib/transaction';
import { type Hub, teeSheetRoom } from '../../realtime/hub';
import { findClubsWithReleases } from '../courses';
import { type NewNotification, type Notifier, notificationTexts, type Written } from '../notifications';
import { ticketView } from './line-algorithm';
import {
  claimOpeningsToTell,
  claimPlacesToSend,
  claimTurnsToTell,
  countAdmitted,
  findDueLineIds,
  findLine,
  findLineNames,
  findTicketHolders,
  findWaitingTickets,
} from './repository';
import { ensureLine, openLine } from './service';

/** Waiting members hear their place at most this often (ARCHITECTURE: at most every 5 s). */
export const PLACES_EVERY_MS = 5_000;

export type LineTickDeps = { db: Db; notifier: Notifier; hub?: () => Hub | null };

/**
 * The line's work that no request does (every few seconds, on every instance; each step claims its rows
 * in the database, so two instances never do one twice): make the lines of the coming openings, order
 * those whose time has come, tell ticket holders and the tee sheet that the day opened, tell each member
 * whose turn has come (notification type 10, once), and send waiting members their place (throttled).
 * Correctness never waits for it: positions, admissions and turns are a function of the clock and rows
 * written once (reads and the booking write order a line themselves when its time has come).
 */
export async function runLineTick(
  deps: LineTickDeps,
  now = new Date(),
  options: { makeLines?: boolean } = {},
): Promise<{ opened: number; told: number; placesSent: number }> {
  const { db } = deps;
  if (options.makeLines !== false) await makeComingLines(db, now);
  let opened = 0;
  for (const { id } of await findDueLineIds(db, now)) {
    if ((await openLine(db, id, now))?.openedAt) opened++;
  }
  const hub = deps.hub?.() ?? null;
  for (const line of await claimOpeningsToTell(db, now)) {
    if (!hub) continue;
    const event: ReleaseLineOpenedEvent = {
      LineId: line.id,
      ClubId: line.clubId,
      CourseId: line.courseId,
      Date: line.localDate,
    };
    for (const memberId of await findTicketHolders(db, line.id)) {
      hub.toMember(memberId, RELEASE_LINE_OPENED_EVENT, event);
    }
    hub.io.to(teeSheetRoom(line.courseId, line.localDate)).emit(RELEASE_LINE_OPENED_EVENT, event);
    hub.toTeeSheet(line.courseId, line.localDate);
  }
  const told = await tellTurns(deps, now);
  let placesSent = 0;
  for (const line of await claimPlacesToSend(db, now, PLACES_EVERY_MS)) {
    if (!hub) continue;
    const admitted = await countAdmitted(db, line.id, now);
    for (const ticket of await findWaitingTickets(db, line.id, now)) {
      const event: ReleaseLineTicketEvent = { LineId: line.id, MyTicket: ticketView(ticket, admitted, now) };
      hub.toMember(ticket.memberId, RELEASE_LINE_TICKET_EVENT, event);
      placesSent++;
    }
  }
  return { opened, told, placesSent };
}

/**
 * "It is your turn" (type 10) with the turn's end, once per ticket, written with the claim: the claimed
 * tickets stay locked until the commit (a turn's booking waits on its ticket), so the transaction is four
 * statements whatever the number of turns: the claim, each line's facts, and every notification in one
 * insert. Published once it has committed.
 */
async function tellTurns(deps: LineTickDeps, now: Date): Promise<number> {
  let written: Written[] = [];
  const told = await inTransaction(deps.db, async (tx) => {
    written = []; // a retried transaction starts again
    const turns = await claimTurnsToTell(tx, now);
    const lines = new Map<number, Awaited<ReturnType<typeof lineFacts>>>();
    const items: { memberId: string; input: NewNotification }[] = [];
    for (const turn of turns) {
      // Read in the claim's transaction: PGlite has one connection, and on PostgreSQL the pool may have no
      // other to give (the rush's bookings wait on the tickets this transaction claimed): a read on `db`
      // would wait for this transaction for ever.
      if (!lines.has(turn.lineId)) lines.set(turn.lineId, await lineFacts(tx, turn.lineId));
      const facts = lines.get(turn.lineId);
      if (!facts) continue;
      items.push({
        memberId: turn.memberId,
        input: notificationTexts.lineTurn({
          ...facts,
          lineId: turn.lineId,
          admittedUntil: turn.admittedUntil,
        }),
      });
    }
    written = await deps.notifier.writeMany(tx, items);
    return turns.length;
  });
  deps.notifier.publish(written);
  return told;
}

async function lineFacts(db: DbOrTx, lineId: number) {
  const line = await findLine(db, lineId);
  const names = await findLineNames(db, lineId);
  if (!line || !names) return null;
  return { ...names, date: line.localDate, turnMinutes: line.turnMinutes };
}

/** Each club release's next opening (today's last day of the window, or tomorrow's) gets its line. */
async function makeComingLines(db: Db, now: Date): Promise<void> {
  for (const club of await findClubsWithReleases(db)) {
    const releases = ZReleaseEntries.safeParse(club.content.release ?? []);
    if (!releases.success) continue;
    const today = localDateOf(now, club.timeZone);
    for (const release of releases.data) {
      for (const ahead of [club.bookingWindowDays, club.bookingWindowDays + 1]) {
        await ensureLine(db, { club, release, date: plusDays(today, ahead), now });
      }
    }
  }
}
