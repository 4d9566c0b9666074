import type { V1TeeSheet } from '@fairway/contracts';
import type { Db } from '../../db/client';
import { bookingTypeOf, slotMinutes } from '../../domain/booking-rules/schedule';
import { notFound } from '../../lib/app-error';
import { instantAt, instantsAt, isoString, localDateOf } from '../../lib/time';
import { clubReference, loadCourseDay } from '../courses';
import { bookingStatus, hhmm } from './booking-data';
import { bookingReads } from './booking-reads-port';

const keyOf = (courseId: number, at: Date) => `${courseId}|${at.getTime()}`;

/**
 * One club-local day of every bookable facility of the club: each start with its capacity, the places
 * booked and held (waitlist offers), what is free, and the live bookings that start there.
 */
export async function v1TeeSheet(db: Db, clubId: number, date: string | undefined, now = new Date()) {
  const reference = await clubReference(db, clubId);
  if (!reference) throw notFound('CLUB_NOT_FOUND');
  const { timeZone } = reference.club;
  const day = date ?? localDateOf(now, timeZone);
  const dayStart = instantAt(day, 0, timeZone);
  const dayEnd = new Date(dayStart.getTime() + 26 * 3_600_000);
  const courses = reference.courses.filter((c) => bookingTypeOf(c.facilityType) !== null);
  const courseIds = courses.map((c) => c.id);
  const sheet: V1TeeSheet = { ClubId: clubId, Date: day, TimeZone: timeZone, Courses: [] };
  if (courseIds.length === 0) return sheet;

  const reads = bookingReads();
  const [occupancy, holds, rows] = await Promise.all([
    reads.findPlacesTaken(db, courseIds, dayStart, dayEnd),
    reads.findPlacesOnOffer(db, courseIds, dayStart, dayEnd, now),
    reads.findLiveBookingsOfDay(db, clubId, day),
  ]);
  const taken = new Map(occupancy.map((o) => [keyOf(o.courseId, o.startsAt), o.taken]));
  const held = new Map(holds.map((h) => [keyOf(h.courseId, h.startsAt), Number(h.held)]));
  const bookingsAt = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = keyOf(row.courseId, row.startsAt);
    bookingsAt.set(key, [...(bookingsAt.get(key) ?? []), row]);
  }

  for (const course of courses) {
    const courseDay = await loadCourseDay(db, clubId, course.id, day);
    const schedule = courseDay.schedule;
    const minutes = schedule ? slotMinutes(schedule) : [];
    const starts = instantsAt(day, minutes, timeZone);
    sheet.Courses.push({
      CourseId: course.id,
      Name: course.name,
      BookingType: courseDay.bookingType,
      Slots: starts.map((start, i) => {
        const key = keyOf(course.id, start);
        const capacity = schedule?.capacity ?? 0;
        const booked = taken.get(key) ?? 0;
        const onHold = held.get(key) ?? 0;
        return {
          Start: isoString(start),
          LocalTime: hhmm(minutes[i]!),
          Capacity: capacity,
          Booked: booked,
          Held: onHold,
          Free: Math.max(0, capacity - booked - onHold),
          Bookings: (bookingsAt.get(key) ?? []).map((b) => ({
            Id: b.id,
            Ref: b.ref,
            Players: b.players,
            Juniors: b.juniors,
            Status: bookingStatus(b) === 'Pending' ? ('Pending' as const) : ('Confirmed' as const),
            BookedBy: { MemberId: b.bookedBy, Name: b.bookedByName },
          })),
        };
      }),
    });
  }
  return sheet;
}
