import type { Db } from '../../db/client';
import { localParts } from '../../lib/time';
import { clubReference } from '../courses';
import { distanceKm } from '../teetimes';
import { type AlertJobDeps, bookableTimes, tellAlert } from './alert-tell';
import { matchDayOpenings } from './day-matcher';
import { queueReleasedDays } from './day-release';
import {
  alertsCovering,
  claimNotice,
  deleteEndedAlerts,
  type MatchedAlert,
  takeOpenings,
} from './repository';

export type { AlertJobDeps };

/**
 * The alerts job: takes the starts whose places were freed since its last run (the openings the database
 * triggers write in the freeing transaction) and the course-days that opened as a whole (the window's last
 * day released, a ballot drawn, staff changing what a course offers: day-matcher.ts), and tells each
 * alert's member whose party could now book one — judged by the network search itself, so by the booking
 * write's rules, after any waitlist offer has held its places (held places count as taken: an alert never
 * jumps the waitlist). At most once per alert per quiet period. Then deletes alerts whose date is over.
 */
export async function runTeeTimeAlertJob(deps: AlertJobDeps, now = new Date()) {
  let told = 0;
  let openings = 0;
  for (;;) {
    const batch = await takeOpenings(deps.db);
    if (batch.length === 0) break;
    openings += batch.length;
    for (const opening of batch) {
      if (opening.lat === null || opening.lng === null || opening.startsAt <= now) continue;
      told += await matchOpening(deps, { ...opening, lat: opening.lat, lng: opening.lng }, now);
    }
  }
  const released = await queueReleasedDays(deps.db, now);
  const days = await matchDayOpenings(deps, now);
  told += days.told;
  const ended = await deleteEndedAlerts(deps.db, now);
  return { openings, released, days: days.days, deferred: days.deferred, told, ended };
}

async function matchOpening(
  deps: AlertJobDeps,
  opening: { courseId: number; startsAt: Date; clubId: number; lat: number; lng: number },
  now: Date,
): Promise<number> {
  const ref = await clubReference(deps.db, opening.clubId);
  const course = ref?.courses.find((c) => c.id === opening.courseId);
  if (!ref || !course) return 0;
  const local = localParts(opening.startsAt, ref.club.timeZone);
  const alerts = await alertsCovering(deps.db, {
    date: local.date,
    lat: opening.lat,
    lng: opening.lng,
    minute: local.minuteOfDay,
    now,
  });
  let told = 0;
  for (const alert of alerts) {
    if (distanceKm(alert, opening) > alert.radiusKm) continue;
    if (!(await bookableFor(deps.db, alert, opening, local, now))) continue;
    if (!(await claimNotice(deps.db, alert.id, now))) continue;
    await tellAlert(deps, alert, { ref, course, startsAt: opening.startsAt });
    told++;
  }
  return told;
}

/** Whether the alert's party could book that start now: the search's own verdict on that one start. */
async function bookableFor(
  db: Db,
  alert: MatchedAlert,
  opening: { courseId: number; startsAt: Date; lat: number; lng: number },
  local: { date: string; minuteOfDay: number },
  now: Date,
): Promise<boolean> {
  const iso = opening.startsAt.toISOString();
  const times = await bookableTimes(db, alert, opening, {
    date: local.date,
    from: local.minuteOfDay,
    to: local.minuteOfDay,
    now,
  });
  return times.some((t) => t.Time === iso);
}
