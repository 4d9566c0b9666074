import { V1_PAGE_SIZE_DEFAULT, type V1BookingPage, type V1BookingsQuery } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { AppError, fieldError, notFound } from '../../lib/app-error';
import { instantAt } from '../../lib/time';
import { clubReference } from '../courses';
import { toV1Booking } from './booking-data';
import { bookingReads } from './booking-reads-port';

type Cursor = { startsAt: number; id: number };

/** A cursor names the last booking of a page (its start and id): the next page starts after it. */
export const encodeCursor = (c: Cursor) => Buffer.from(`${c.startsAt}.${c.id}`).toString('base64url');

export function decodeCursor(text: string): Cursor | null {
  const match = /^(\d{1,15})\.(\d{1,10})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match) return null;
  const cursor = { startsAt: Number(match[1]), id: Number(match[2]) };
  return cursor.id <= 2_147_483_647 && cursor.startsAt <= 8.64e15 ? cursor : null;
}

const DAY_MS = 86_400_000;
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** A bound as an instant: a date means its club-local midnight (`to`: the midnight after it). */
function boundOf(value: string, timeZone: string, end: boolean): Date {
  if (!isDate(value)) return new Date(value);
  if (!end) return instantAt(value, 0, timeZone);
  const next = new Date(Date.parse(`${value}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return instantAt(next, 0, timeZone);
}

const invalid = (field: string) =>
  new AppError('VALIDATION', { fields: { [field]: fieldError('validation.invalid') } });

/**
 * The club's bookings (cancelled ones too, with their status) by start, then id, in pages: each page
 * after the previous page's last booking, so bookings added meanwhile never shift or repeat a page.
 */
export async function listV1Bookings(db: Db, clubId: number, query: V1BookingsQuery): Promise<V1BookingPage> {
  const reference = await clubReference(db, clubId);
  if (!reference) throw notFound('CLUB_NOT_FOUND');
  const { timeZone } = reference.club;
  const from = query.from ? boundOf(query.from, timeZone, false) : null;
  const to = query.to ? boundOf(query.to, timeZone, true) : null;
  if (from && to && to.getTime() <= from.getTime()) throw invalid('to');
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw invalid('cursor');
  const limit = query.limit ?? V1_PAGE_SIZE_DEFAULT;

  const rows = await bookingReads().findBookingsPage(db, { clubId, from, to, after: cursor, limit });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    Bookings: page.map(toV1Booking),
    NextCursor:
      rows.length > limit && last ? encodeCursor({ startsAt: last.startsAt.getTime(), id: last.id }) : null,
  };
}
