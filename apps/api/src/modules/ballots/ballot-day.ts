import type { Db } from '../../db/client';
import { drawAt, openDates, opensAt, windowFor, windowTimes } from '../../domain/ballot-windows';
import { slotMinutes } from '../../domain/booking-rules/schedule';
import { localDateOf } from '../../lib/time';
import { type CourseDay, clubReference, loadCourseDay } from '../courses';
import { type BallotRow, findBallotOfDay, insertBallotIfAbsent } from './repository';
import { newSeed, type SeedBox } from './seed';

/**
 * The course-day's ballot row, made when first needed once entries are open (lazily here, and by the
 * draw job for every club): the seed is drawn then, stored sealed, and only its commitment is ever shown
 * before the draw.
 */
export async function ballotOfDay(
  db: Db,
  day: CourseDay,
  now: Date,
  seeds: SeedBox,
): Promise<BallotRow | null> {
  const existing = await findBallotOfDay(db, day.course.id, day.date);
  if (existing) return existing;
  const window = windowFor(day.club.ballots, day.course.id, day.date);
  if (!window || !day.schedule) return null;
  const opens = opensAt(window, day.date, day.club.timeZone);
  const draws = drawAt(window, day.date, day.club.timeZone);
  if (now < opens || now >= draws) return null;
  const times = windowTimes(window, slotMinutes(day.schedule));
  if (times.length === 0) return null;
  const { stored, commitment } = newSeed(seeds);
  await insertBallotIfAbsent(db, {
    clubId: day.club.id,
    courseId: day.course.id,
    localDate: day.date,
    times,
    seed: stored,
    commitment,
    opensAt: opens,
    drawAt: draws,
  });
  return findBallotOfDay(db, day.course.id, day.date);
}

/** Opens every ballot of a club whose entries are open now (the job runs it for each club with windows). */
export async function openClubBallots(db: Db, clubId: number, now: Date, seeds: SeedBox): Promise<number> {
  const reference = await clubReference(db, clubId);
  if (!reference) return 0;
  const { club } = reference;
  const today = localDateOf(now, club.timeZone);
  let opened = 0;
  for (const window of club.ballots) {
    for (const date of openDates(window, today, club.timeZone, now)) {
      const day = await loadCourseDay(db, club.id, window.courseId, date).catch(() => null);
      if (day && (await ballotOfDay(db, day, now, seeds))) opened++;
    }
  }
  return opened;
}
