import type { CostUnit, CreateBooking } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { localDateOf, localParts } from '../../lib/time';
import { type ClubCourse, loadClubCourse } from '../courses/course-day';
import { bandFor, playerCosts, seasonOf } from './rules/pricing';
import { isScheduledStart, type Schedule } from './rules/schedule';
import { isOutsideWindow, isPastSlot } from './rules/window';

export type BookingQuote = ClubCourse & {
  local: ReturnType<typeof localParts>;
  schedule: Schedule;
  /** Cost per player, adults first. */
  costs: number[];
  cost: number;
  unit: CostUnit;
};

/**
 * The checks of a booking request that need no member data: the club and course, notes, past start,
 * booking window, a scheduled and priced start. Reads only the club's cached reference data, so it runs
 * before the transaction opens.
 */
export async function quoteBooking(
  db: Db,
  req: CreateBooking,
  startsAt: Date,
  now: Date,
): Promise<BookingQuote> {
  const clubCourse = await loadClubCourse(db, req.clubId, req.courseId);
  const { club, course, reference } = clubCourse;
  if (club.notesRequired && !req.notes) {
    throw new AppError('VALIDATION', `${club.notesTitle} is required for bookings at ${club.name}.`, {
      fields: { notes: `${club.notesTitle} is required.` },
    });
  }
  if (isPastSlot(startsAt, now)) {
    throw new AppError('BUSINESS_RULE', 'That time has already passed. Please choose a later time.');
  }
  const local = localParts(startsAt, club.timeZone);
  if (isOutsideWindow(local.date, localDateOf(now, club.timeZone), club.bookingWindowDays)) {
    throw new AppError(
      'BUSINESS_RULE',
      `${club.name} takes bookings up to ${club.bookingWindowDays} days ahead. Please choose an earlier date.`,
    );
  }
  const season = seasonOf(local.month);
  const schedule = reference.schedule(course.id, season, local.dayOfWeek);
  if (!schedule || !isScheduledStart(schedule, local.minuteOfDay)) {
    throw new AppError('VALIDATION', `There is no start at that time on ${course.name}.`, {
      fields: { time: 'Not one of the course’s start times.' },
    });
  }
  const band = bandFor(reference.bands(course.id, season, local.dayOfWeek), local.minuteOfDay);
  if (!band) throw new AppError('BUSINESS_RULE', `${course.name} has no price for that time.`);
  const costs = playerCosts(band, req.players, req.juniors);
  return {
    ...clubCourse,
    local,
    schedule,
    costs,
    cost: costs.reduce((s, c) => s + c, 0),
    unit: club.disablePoints ? 'rounds' : 'points',
  };
}
