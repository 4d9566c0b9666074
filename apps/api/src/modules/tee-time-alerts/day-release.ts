import { ZReleaseEntries } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { dayOpensAt } from '../../domain/booking-rules/window';
import { localDateOf, plusDays } from '../../lib/time';
import {
  advanceReleaseClock,
  findAlertDates,
  findReleasingClubs,
  queueDayOpenings,
  type ReleasingClub,
} from './day-repository';

/** The job never looks back further than this (after a long stop, older openings are history). */
const LOOK_BACK_MS = 86_400_000;

/**
 * The window's last day opens for each course at club-local midnight, or at its release's time
 * (`dayOpensAt`, the booking write's own rule): every opening instant since the job last looked (its
 * clock, one row) of a date some live alert is saved for becomes a queued course-day, due at that instant.
 * A day released through a line is queued too: the day matcher keeps it until the line has served everyone.
 * Returns how many course-days were queued.
 */
export async function queueReleasedDays(db: DbOrTx, now: Date): Promise<number> {
  const was = await advanceReleaseClock(db, now);
  if (was === null || was >= now) return 0;
  const since = new Date(Math.max(was.getTime(), now.getTime() - LOOK_BACK_MS));
  const dates = await findAlertDates(db, now);
  if (dates.size === 0) return 0;
  const due = (await findReleasingClubs(db)).flatMap((club) => releasedBetween(club, since, now, dates));
  await queueDayOpenings(db, due);
  return due.length;
}

/** The club's course-days whose opening instant lies in (since, now], of the dates asked about. */
export function releasedBetween(club: ReleasingClub, since: Date, now: Date, dates: ReadonlySet<string>) {
  const parsed = ZReleaseEntries.safeParse(club.release ?? []);
  const releases = parsed.success ? parsed.data : [];
  const out: { courseId: number; localDate: string; reason: 'released'; notBefore: Date }[] = [];
  const first = plusDays(localDateOf(since, club.timeZone), club.bookingWindowDays);
  const last = plusDays(localDateOf(now, club.timeZone), club.bookingWindowDays);
  for (let date = first; date <= last; date = plusDays(date, 1)) {
    if (!dates.has(date)) continue;
    for (const courseId of club.golfCourseIds) {
      const release = releases.find((r) => r.courseId === courseId) ?? null;
      const opens = dayOpensAt(date, club.bookingWindowDays, club.timeZone, release);
      if (opens > since && opens <= now)
        out.push({ courseId, localDate: date, reason: 'released', notBefore: opens });
    }
  }
  return out;
}
