import { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client';
import { dayjs } from '../../lib/time';
import { type BookingExportRow, findClubBookingsExportPage } from '../bookings';
import { findClubMembersPage, type MemberExportRow } from '../members';

/**
 * Rows read from the database per page: an export holds every row however many there are, streamed
 * page by page, so its memory stays that of one page.
 */
export const EXPORT_PAGE_SIZE = 1_000;

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

type Cell = string | number | null;

/**
 * A CSV file as a stream: the header, then each page of rows as it is read. The first page is read
 * before the stream is handed over, so a failure to start is an ordinary error reply; a failure later
 * ends the stream early (the download breaks off rather than passing for complete).
 */
async function csvStream<Row>(
  header: string[],
  page: (after: Row | null) => Promise<Row[]>,
  cells: (row: Row) => Cell[],
): Promise<Readable> {
  const first = await page(null);
  async function* lines() {
    yield toCsv([header]);
    let rows = first;
    for (;;) {
      if (rows.length > 0) yield toCsv(rows.map(cells));
      if (rows.length < EXPORT_PAGE_SIZE) return;
      rows = await page(rows.at(-1) ?? null);
    }
  }
  return Readable.from(lines(), { objectMode: false });
}

/** A club's bookings, oldest first, in the club's local time. */
export function clubBookingsCsv(db: DbOrTx, clubId: number): Promise<Readable> {
  return csvStream<BookingExportRow>(
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
    (after) => findClubBookingsExportPage(db, clubId, after, EXPORT_PAGE_SIZE),
    // Dates, times and statuses come worded from the database: nothing here but the cells' order.
    (b) => [
      b.bookingRef,
      b.date,
      b.time,
      b.courseName,
      b.bookedByName,
      b.bookedByEmail,
      b.numberOfPeople,
      b.ofWhichJuniors,
      b.status,
      b.cost,
      b.costUnit,
      b.notes,
    ],
  );
}

/** The members whose home club it is, by surname: every one of them. */
export function clubMembersCsv(db: DbOrTx, clubId: number): Promise<Readable> {
  return csvStream<MemberExportRow>(
    ['Forename', 'Surname', 'E-mail', 'Phone', 'Package', 'Membership expires', 'Home points'],
    (after) => findClubMembersPage(db, clubId, after, EXPORT_PAGE_SIZE),
    (m) => [
      m.forename,
      m.surname,
      m.email,
      m.phone,
      m.packageName,
      m.expires ? dayjs(m.expires).format('YYYY-MM-DD') : '',
      m.homePoints,
    ],
  );
}
