import type { ClubContent, ClubMatrix, ContactBody, ContactReceipt } from '@fairway/contracts';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import type { Mailer } from '../../lib/mailer';
import { findGolfMatrixRows, type MatrixRow } from '../courses';

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Summer first, as the season a visitor usually looks at; then winter. */
const SEASON_ORDER = { summer: 0, winter: 1 } as const;

/** Rows of the points matrix grouped course → season → day → bands. */
export function matrixOf(content: ClubContent, rows: readonly MatrixRow[]): ClubMatrix {
  const byCourse = new Map<number, ClubMatrix['Courses'][number]>();
  for (const row of rows) {
    let course = byCourse.get(row.courseId);
    if (!course) {
      course = { Id: row.courseId, Name: row.courseName, Seasons: [] };
      byCourse.set(row.courseId, course);
    }
    if (row.season === null || row.dayOfWeek === null || row.fromMinute === null) continue;
    let season = course.Seasons.find((s) => s.Season === row.season);
    if (!season) {
      season = { Season: row.season, Days: [] };
      course.Seasons.push(season);
    }
    let day = season.Days.find((d) => d.DayOfWeek === row.dayOfWeek);
    if (!day) {
      day = { DayOfWeek: row.dayOfWeek, Bands: [] };
      season.Days.push(day);
    }
    day.Bands.push({ From: hhmm(row.fromMinute), Adult: row.adultCost ?? 0, Junior: row.juniorCost ?? 0 });
  }
  const courses = [...byCourse.values()];
  for (const course of courses)
    course.Seasons.sort((a, b) => SEASON_ORDER[a.Season] - SEASON_ORDER[b.Season]);
  return {
    ClubId: content.clubId,
    ClubName: content.clubName,
    Rounds: content.disablePoints,
    Courses: courses,
  };
}

export async function getClubMatrix(db: DbOrTx, content: ClubContent): Promise<ClubMatrix> {
  return matrixOf(content, await findGolfMatrixRows(db, content.clubId));
}

/** Header-safe one-liner: no line breaks reach a Subject. */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The contact form's message to the club's customer-service address, with Reply-To the visitor, so the
 * team answers them directly. The reference lets both sides quote the message.
 */
export async function sendContactMessage(
  mailer: Pick<Mailer, 'send'>,
  content: ClubContent,
  body: ContactBody,
  reference: string,
): Promise<ContactReceipt> {
  const to = content.customerServiceEmail ?? content.email;
  if (!to) throw notFound('CLUB_NOT_FOUND');
  const lines = [
    `A message from the contact form of ${content.clubName} (reference ${reference}).`,
    '',
    `Name: ${oneLine(body.name)}`,
    `E-mail: ${body.email}`,
    ...(body.telephone ? [`Telephone: ${oneLine(body.telephone)}`] : []),
    `Subject: ${oneLine(body.subject)}`,
    '',
    body.message,
  ];
  const text = lines.join('\n');
  const html = `<p>${lines.map(escapeHtml).join('<br>\n')}</p>`;
  try {
    await mailer.send({
      kind: 'contact',
      to,
      replyTo: body.email,
      subject: `[${reference}] ${oneLine(body.subject)}`,
      text,
      html,
    });
  } catch {
    throw new AppError('CONTACT_NOT_SENT');
  }
  return { Sent: true, Reference: reference };
}
