import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, members } from '../../db/schema';
import { dayjs } from '../../lib/time';
import { findBookingViews } from '../bookings/repository';

/** The most rows one export holds (a club's year of bookings fits many times over). */
export const EXPORT_ROW_LIMIT = 20_000;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet would
 * run as a formula (starting with = + - @, tab or carriage return) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number') return String(value);
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const toCsv = (rows: (string | number | null)[][]) =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** A club's bookings, oldest first, in the club's local time. */
export async function clubBookingsCsv(db: DbOrTx, clubId: number): Promise<string> {
  const rows = await findBookingViews(db, eq(bookings.clubId, clubId), { limit: EXPORT_ROW_LIMIT });
  return toCsv([
    [
      'Booking ref',
      'Date',
      'Time',
      'Course',
      'Booked by',
      'E-mail',
      'People',
      'Juniors',
      'Status',
      'Cost',
      'Unit',
      'Notes',
    ],
    ...rows.map((b) => {
      const local = dayjs(b.startsAt).tz(b.timeZone);
      const status = b.cancelledAt
        ? 'Cancelled'
        : b.confirmationStatus === 'NotConfirmed'
          ? 'Pending'
          : 'Confirmed';
      return [
        b.bookingRef,
        local.format('YYYY-MM-DD'),
        local.format('HH:mm'),
        b.courseName,
        b.bookedByName,
        b.bookedByUsername,
        b.numberOfPeople,
        b.ofWhichJuniors,
        status,
        b.cost,
        b.costUnit,
        b.notes,
      ];
    }),
  ]);
}

/** The members whose home club it is, by surname. */
export async function clubMembersCsv(db: DbOrTx, clubId: number): Promise<string> {
  const rows = await db
    .select({
      forename: members.forename,
      surname: members.surname,
      email: members.email,
      phone: members.phone,
      packageName: members.packageName,
      expires: members.membershipExpires,
      homePoints: members.homePoints,
    })
    .from(members)
    .where(eq(members.homeClubId, clubId))
    .orderBy(asc(members.surname), asc(members.forename), asc(members.id))
    .limit(EXPORT_ROW_LIMIT);
  return toCsv([
    ['Forename', 'Surname', 'E-mail', 'Phone', 'Package', 'Membership expires', 'Home points'],
    ...rows.map((m) => [
      m.forename,
      m.surname,
      m.email,
      m.phone,
      m.packageName,
      m.expires ? dayjs(m.expires).format('YYYY-MM-DD') : '',
      m.homePoints,
    ]),
  ]);
}
