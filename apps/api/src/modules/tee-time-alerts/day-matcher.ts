import type { Db } from '../../db/client';
import { instantAt, localDateOf, plusDays } from '../../lib/time';
import { offerFreedPlaces } from '../bookings';
import { type ClubReference, clubReference, invalidateReference } from '../courses';
import { lineHoldsDay } from '../release-lines';
import { distanceKm, forgetCourseSheets } from '../teetimes';
import { type AlertJobDeps, bookableTimes, tellAlert } from './alert-tell';
import {
  alertsCoveringDay,
  type DayOpening,
  findWaitedStarts,
  queueDayOpenings,
  takeDayOpenings,
} from './day-repository';
import { claimNotice } from './repository';

/** A day still held by its release line is looked at again after this long (the job's own period). */
export const LINE_RETRY_MS = 60_000;

/**
 * The course-days due now (released, drawn or changed by staff): for each date, the alerts whose area
 * covers the club are judged by the search over their own window, and each whose party could book a start
 * of that course now is told of the earliest. Waiting parties come first: every start of the day with a
 * waitlist has its freed places offered (the waitlist's own pass) before any alert is judged, and held
 * places count as taken. A day opening through a release line is not announced while the line holds it
 * (nobody books it but in turn): it is queued again and told once the line has served everyone.
 */
export async function matchDayOpenings(deps: AlertJobDeps, now: Date) {
  let told = 0;
  let days = 0;
  let deferred = 0;
  for (;;) {
    const batch = await takeDayOpenings(deps.db, now);
    if (batch.length === 0) break;
    for (const opening of batch) {
      const result = await matchCourseDays(deps, opening, now);
      told += result.told;
      days += result.days;
      deferred += result.deferred;
    }
  }
  return { told, days, deferred };
}

async function matchCourseDays(deps: AlertJobDeps, opening: DayOpening, now: Date) {
  const out = { told: 0, days: 0, deferred: 0 };
  const { db } = deps;
  if (opening.lat === null || opening.lng === null) return out;
  // Staff changed rules this instance may hold in its reference cache: read them afresh.
  if (opening.reason === 'changed') {
    invalidateReference(db, opening.clubId);
    forgetCourseSheets(db);
  }
  const ref = await clubReference(db, opening.clubId);
  const course = ref?.courses.find((c) => c.id === opening.courseId);
  if (!ref || !course) return out;
  const place = { courseId: course.id, lat: opening.lat, lng: opening.lng };
  const retry: Parameters<typeof queueDayOpenings>[1][number][] = [];
  for (const date of datesOf(opening, ref, now)) {
    const { releases } = ref.club;
    if (await lineHoldsDay(db, { releases, courseId: course.id, date, now })) {
      retry.push({
        courseId: course.id,
        localDate: date,
        reason: opening.reason,
        notBefore: new Date(now.getTime() + LINE_RETRY_MS),
      });
      continue;
    }
    out.days++;
    const alerts = (await alertsCoveringDay(db, { date, lat: place.lat, lng: place.lng, now })).filter(
      (a) => distanceKm(a, place) <= a.radiusKm,
    );
    if (alerts.length === 0) continue;
    await offerToWaitingParties(deps, course.id, date, ref.club.timeZone, now);
    for (const alert of alerts) {
      const window = { date, from: alert.fromMinute, to: alert.toMinute, now };
      const [first] = await bookableTimes(db, alert, place, window);
      if (!first) continue;
      if (!(await claimNotice(db, alert.id, now))) continue;
      await tellAlert(deps, alert, { ref, course, startsAt: new Date(first.Time) });
      out.told++;
    }
  }
  await queueDayOpenings(db, retry);
  out.deferred = retry.length;
  return out;
}

/** The opening's date, or every date of the course's window (of its weekday only, when it names one). */
function datesOf(opening: DayOpening, ref: ClubReference, now: Date): string[] {
  if (opening.localDate !== null) return [opening.localDate];
  const today = localDateOf(now, ref.club.timeZone);
  const out: string[] = [];
  for (let ahead = 0; ahead <= ref.club.bookingWindowDays; ahead++) {
    const date = plusDays(today, ahead);
    if (opening.dayOfWeek !== null && new Date(`${date}T12:00:00Z`).getUTCDay() !== opening.dayOfWeek)
      continue;
    out.push(date);
  }
  return out;
}

/** The waitlist's pass on each start of the day where parties wait: places now free are offered first. */
async function offerToWaitingParties(
  deps: AlertJobDeps,
  courseId: number,
  date: string,
  timeZone: string,
  now: Date,
): Promise<void> {
  const from = instantAt(date, 0, timeZone);
  const to = instantAt(plusDays(date, 1), 0, timeZone);
  for (const startsAt of await findWaitedStarts(deps.db, { courseId, from, to })) {
    await deps.notifier.transaction(deps.db as Db, (tx, notify) =>
      offerFreedPlaces(tx, { courseId, startsAt }, now, notify),
    );
  }
}
