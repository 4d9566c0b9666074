import type { TeeTimeSearchTime } from '@fairway/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { dayjs } from '../../lib/time';
import type { ClubReference } from '../courses';
import { type Notifier, notificationTexts } from '../notifications';
import { searchTeeTimes } from '../teetimes';
import type { MatchedAlert } from './repository';

export type AlertJobDeps = {
  db: Db;
  notifier: Notifier;
  mailer?: Mailer;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * The times of one course the alert's party could book now within [from, to] (club wall clock minutes):
 * the search's own verdict, asked about the club's place alone.
 */
export async function bookableTimes(
  db: Db,
  alert: MatchedAlert,
  at: { courseId: number; lat: number; lng: number },
  window: { date: string; from: number; to: number; now: Date },
): Promise<TeeTimeSearchTime[]> {
  const reply = await searchTeeTimes(db, {
    memberId: alert.memberId,
    query: {
      date: window.date,
      from: hhmm(window.from),
      to: hhmm(window.to),
      players: alert.players,
      juniors: alert.juniors,
      lat: at.lat,
      lng: at.lng,
      radiusKm: 1,
      ...(alert.maxCost === null ? {} : { maxCost: alert.maxCost }),
      sort: 'soonest',
      limit: 50,
    },
    party: [],
    consented: true,
    now: window.now,
  });
  return reply.Results.filter((r) => r.CourseId === at.courseId).flatMap((r) =>
    r.Times.filter((t) => t.Bookable),
  );
}

/** Tells the alert's member that a start opened: notification type 9 (live toast with Book) and an e-mail. */
export async function tellAlert(
  deps: AlertJobDeps,
  alert: MatchedAlert,
  at: { ref: ClubReference; course: { id: number; name: string }; startsAt: Date },
): Promise<void> {
  const { ref, course } = at;
  const text = notificationTexts.teeTimeAlert({
    alertId: alert.id,
    clubId: ref.club.id,
    clubName: ref.club.name,
    courseId: course.id,
    courseName: course.name,
    startsAt: at.startsAt,
    timeZone: ref.club.timeZone,
    players: alert.players,
    juniors: alert.juniors,
  });
  await deps.notifier.notify(deps.db, alert.memberId, text);
  await mailAlert(deps, alert, text, ref.club.timeZone, at.startsAt);
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
