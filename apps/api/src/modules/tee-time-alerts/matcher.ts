import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { dayjs, localParts } from '../../lib/time';
import { clubReference } from '../courses';
import { type Notifier, notificationTexts } from '../notifications';
import { distanceKm, searchTeeTimes } from '../teetimes';
import {
  alertsCovering,
  claimNotice,
  deleteEndedAlerts,
  type MatchedAlert,
  takeOpenings,
} from './repository';

export type AlertJobDeps = {
  db: Db;
  notifier: Notifier;
  mailer?: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The alerts job: takes the starts whose places were freed since its last run (the openings the database
 * triggers write in the freeing transaction) and tells each alert's member whose party could now book one
 * — judged by the network search itself, so by the booking write's rules, after any waitlist offer has
 * held its places (held places count as taken: an alert never jumps the waitlist). At most once per alert
 * per quiet period. Then deletes alerts whose date is over.
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
  const ended = await deleteEndedAlerts(deps.db, now);
  return { openings, told, ended };
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
    const text = notificationTexts.teeTimeAlert({
      alertId: alert.id,
      clubId: ref.club.id,
      clubName: ref.club.name,
      courseId: course.id,
      courseName: course.name,
      startsAt: opening.startsAt,
      timeZone: ref.club.timeZone,
      players: alert.players,
      juniors: alert.juniors,
    });
    await deps.notifier.notify(deps.db, alert.memberId, text);
    await mailAlert(deps, alert, text, ref.club.timeZone, opening.startsAt);
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
  const at = hhmm(local.minuteOfDay);
  const reply = await searchTeeTimes(db, {
    memberId: alert.memberId,
    query: {
      date: local.date,
      from: at,
      to: at,
      players: alert.players,
      juniors: alert.juniors,
      lat: opening.lat,
      lng: opening.lng,
      radiusKm: 1,
      ...(alert.maxCost === null ? {} : { maxCost: alert.maxCost }),
      sort: 'soonest',
      limit: 50,
    },
    party: [],
    consented: true,
    now,
  });
  const iso = opening.startsAt.toISOString();
  return reply.Results.some(
    (r) => r.CourseId === opening.courseId && r.Times.some((t) => t.Time === iso && t.Bookable),
  );
}

async function mailAlert(
  deps: AlertJobDeps,
  alert: MatchedAlert,
  text: { title: string; description: string },
  timeZone: string,
  startsAt: Date,
): Promise<void> {
  if (!deps.mailer) return;
  const when = dayjs(startsAt).tz(timeZone).format('HH:mm dddd D MMMM');
  try {
    await deps.mailer.send({
      kind: 'tee-time-alert',
      to: alert.email,
      subject: `${text.title}: ${when}`,
      text: `${text.description}\n\nOpen Fairway and choose Find a tee time to book it.\n`,
      html: `<p>${escapeHtml(text.description)}</p><p>Open Fairway and choose Find a tee time to book it.</p>`,
    });
  } catch (err) {
    // The notification is written and published; a failed e-mail is logged, not retried.
    deps.log?.warn({ err, alertId: alert.id }, 'tee-time alert e-mail not sent');
  }
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
