import type { CostUnit, CreateBooking, ReleaseEntry } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { inWindow, windowFor } from '../../domain/ballot-windows';
import { chosenBand, type FacilityChoice, facilityChoice } from '../../domain/booking-rules/facility-choice';
import { checkPartySize } from '../../domain/booking-rules/party-size';
import { bandFor, playerCosts, seasonOf } from '../../domain/booking-rules/pricing';
import { isScheduledStart, type Schedule } from '../../domain/booking-rules/schedule';
import { isOutsideWindow, isPastSlot } from '../../domain/booking-rules/window';
import { AppError, fieldError } from '../../lib/app-error';
import { instantAt, localDateOf, localParts } from '../../lib/time';
import { type ClubCourse, loadClubCourse } from '../courses';
import { admittingLineOf } from '../release-lines';
import { ballotHold, isHeld } from './ballot-hold';

/** A slot's quote before its line is asked: `lineAsk` says where, when the course has a release. */
export type SlotQuote = Omit<BookingQuote, 'line'> & {
  /** The course-day's release line to ask about (`admittingLineOf`), or null: no line can hold it. */
  lineAsk: { releases: readonly ReleaseEntry[]; courseId: number; date: string } | null;
};

export type BookingQuote = ClubCourse & {
  local: ReturnType<typeof localParts>;
  schedule: Schedule;
  /** Cost per player, adults first. */
  costs: number[];
  cost: number;
  unit: CostUnit;
  /** The treatment, the stay's nights or the extra's form the request chose. */
  choice: FacilityChoice;
  /**
   * The release line admitting on this course-day (its id), or null: with one, the write books only in the
   * booker's live turn (`takeLineTurn`, 409 LINE_NOT_YOUR_TURN) and marks the ticket Done with the booking.
   */
  line: number | null;
};

/**
 * The checks of a booking request that need no member data: the club and course, notes, past start,
 * booking window, a scheduled and priced start, and whether the course-day's release line is admitting.
 * Reads only the club's cached reference data and the line, so it runs before the transaction opens.
 */
export async function quoteBooking(
  db: Db,
  req: CreateBooking,
  startsAt: Date,
  now: Date,
  options: { fromBallot?: boolean } = {},
): Promise<BookingQuote> {
  return withLine(db, await quoteSlot(db, req, startsAt, now, options), now);
}

/** A slot's quote with its line asked (`admittingLineOf`): the booking's quote. */
export async function withLine(db: Db, slot: SlotQuote, now: Date): Promise<BookingQuote> {
  const { lineAsk, ...quote } = slot;
  return { ...quote, line: lineAsk ? await admittingLineOf(db, { ...lineAsk, now }) : null };
}

/**
 * `quoteBooking` but the line: what the admitted booking's one read asks with the member's inputs
 * (book-alone.ts), so the gate costs no statement of its own.
 */
export async function quoteSlot(
  db: Db,
  req: CreateBooking,
  startsAt: Date,
  now: Date,
  options: { fromBallot?: boolean } = {},
): Promise<SlotQuote> {
  const clubCourse = await loadClubCourse(db, req.clubId, req.courseId);
  const { club, course, reference } = clubCourse;
  checkPartySize(clubCourse.bookingType, req.players);
  const choice = facilityChoice(club, course, clubCourse.bookingType, req);
  // Golf's required notes (e.g. Player Names and Handicaps) never apply to the spa, dining or extras.
  if (club.notesRequired && clubCourse.bookingType === 0 && !req.notes) {
    const params = { notesTitle: club.notesTitle, clubName: club.name };
    throw new AppError('NOTES_REQUIRED', {
      params,
      fields: { notes: fieldError('validation.notesRequired', params) },
    });
  }
  if (isPastSlot(startsAt, now)) {
    throw new AppError('SLOT_IN_PAST');
  }
  const local = localParts(startsAt, club.timeZone);
  // The ballot's own draw books its winners; the ballot then is the window, not the booking window.
  if (!options.fromBallot) await checkBallotHold(db, clubCourse, local, now);
  const release = club.releases.find((r) => r.courseId === course.id);
  const today = localDateOf(now, club.timeZone);
  if (
    !options.fromBallot &&
    isOutsideWindow(
      local.date,
      today,
      club.bookingWindowDays,
      release && { ...release, now, timeZone: club.timeZone },
    )
  ) {
    throw new AppError('OUTSIDE_BOOKING_WINDOW', {
      params: { clubName: club.name, days: club.bookingWindowDays },
    });
  }
  const season = seasonOf(local.month);
  const schedule = reference.schedule(course.id, season, local.dayOfWeek);
  // The start must be the tee sheet's own instant: local minutes drop seconds, so `10:00:00.001Z` and
  // `10:00:59.999Z` would otherwise pass as the 10:00 start yet be other instants (and other slots).
  const exact = instantAt(local.date, local.minuteOfDay, club.timeZone).getTime() === startsAt.getTime();
  if (!schedule || !exact || !isScheduledStart(schedule, local.minuteOfDay)) {
    throw new AppError('UNKNOWN_SLOT', {
      params: { courseName: course.name },
      fields: { time: fieldError('validation.unknownSlot') },
    });
  }
  const band = bandFor(reference.bands(course.id, season, local.dayOfWeek), local.minuteOfDay);
  if (!band) throw new AppError('NO_PRICE', { params: { courseName: course.name } });
  const unit = club.disablePoints ? 'rounds' : 'points';
  const costs = playerCosts(chosenBand(band, choice, unit), req.players, req.juniors);
  return {
    ...clubCourse,
    choice,
    local,
    schedule,
    costs,
    cost: costs.reduce((s, c) => s + c, 0),
    unit,
    // The ballot's own draw books its winners: ballot windows stay out of the line.
    lineAsk:
      options.fromBallot || !release
        ? null
        : { releases: club.releases, courseId: course.id, date: local.date },
  };
}

/**
 * A start in a ballot window before its draw is only won in the ballot (409 SLOT_IN_BALLOT). A start
 * outside the course-day's window is never held: the ballot's state is read only for one inside it, so
 * a booking on a ballot day's other starts costs no statement more than any other day's.
 */
async function checkBallotHold(
  db: Db,
  { club, course }: ClubCourse,
  local: { date: string; minuteOfDay: number },
  now: Date,
): Promise<void> {
  const window = windowFor(club.ballots, course.id, local.date);
  if (!window || !inWindow(window, local.minuteOfDay)) return;
  const hold = await ballotHold(db, {
    windows: club.ballots,
    courseId: course.id,
    date: local.date,
    timeZone: club.timeZone,
    now,
  });
  if (hold && isHeld(hold, local.minuteOfDay)) {
    throw new AppError('SLOT_IN_BALLOT', { params: { drawDate: localDateOf(hold.drawAt, club.timeZone) } });
  }
}
