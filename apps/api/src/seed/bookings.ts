import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings } from '../db/schema/bookings';
import { members } from '../db/schema/members';
import { cancellationRequests } from '../db/schema/staff';
import { seededRandom } from '../lib/codes';
import { dayjs, instantAt, localDateOf } from '../lib/time';
import { bookNow, bookQuietly, cancelBooking } from '../modules/bookings';
import { DEMO_COURSE } from './courses';

type DemoBooking = {
  email: string;
  clubId: number;
  courseId: number;
  /** Days from the seed date (negative: already played) and the club-local start. */
  days: number;
  at: string;
  players: number;
  juniors?: number;
  notes?: string;
  /** A spa treatment, or a hotel stay's nights (issue 11 §1). */
  treatment?: string;
  nights?: number;
  /** What happened next: confirmed by the club, cancelled, fulfilled, or the member asked the club to cancel. */
  after?: 'confirm' | 'cancel' | 'fulfil' | 'askToCancel';
};

const M = 'member@example.com';

/** One booking per display state the dashboard and history show (member-area §2 Booking card). */
export const demoBookings: DemoBooking[] = [
  { email: M, clubId: 151, courseId: DEMO_COURSE.heath, days: 5, at: '10:00', players: 2 },
  {
    email: M,
    clubId: 151,
    courseId: DEMO_COURSE.woodland,
    days: 20,
    at: '10:00',
    players: 1,
    after: 'confirm',
  },
  {
    email: M,
    clubId: 151,
    courseId: DEMO_COURSE.heath,
    days: 25,
    at: '11:00',
    players: 3,
    juniors: 1,
    after: 'cancel',
  },
  { email: M, clubId: 151, courseId: DEMO_COURSE.training, days: 3, at: '10:00', players: 1 },
  {
    email: M,
    clubId: 151,
    courseId: DEMO_COURSE.hotel,
    days: 7,
    at: '15:00',
    players: 2,
    nights: 1,
    after: 'fulfil',
  },
  { email: M, clubId: 151, courseId: DEMO_COURSE.heathGrill, days: 12, at: '19:00', players: 4 },
  {
    email: M,
    clubId: 563,
    courseId: DEMO_COURSE.oakmere,
    days: 15,
    at: '09:00',
    players: 2,
    notes: 'Alex Morgan 14, Sam Taylor 22',
  },
  { email: M, clubId: 151, courseId: DEMO_COURSE.heathGrill, days: -3, at: '19:00', players: 4 },
  {
    email: M,
    clubId: 151,
    courseId: DEMO_COURSE.heath,
    days: -10,
    at: '10:00',
    players: 2,
    after: 'confirm',
  },
  {
    email: M,
    clubId: 563,
    courseId: DEMO_COURSE.oakmereSpa,
    days: -20,
    at: '11:00',
    players: 1,
    notes: 'Alex Morgan',
    treatment: 'thermal-suite',
  },
  { email: M, clubId: 151, courseId: DEMO_COURSE.woodland, days: -30, at: '09:00', players: 4, juniors: 2 },
  { email: M, clubId: 151, courseId: DEMO_COURSE.heath, days: -45, at: '12:00', players: 1 },
  { email: M, clubId: 151, courseId: DEMO_COURSE.woodland, days: -60, at: '08:30', players: 2 },
  {
    email: 'rounds@example.com',
    clubId: 537,
    courseId: DEMO_COURSE.groveManor,
    days: 10,
    at: '10:00',
    players: 2,
  },
  {
    email: 'rounds@example.com',
    clubId: 537,
    courseId: DEMO_COURSE.groveManor,
    days: -7,
    at: '10:00',
    players: 1,
  },
  // Inside Foxhill's 14-day cut-off: a late-cancellation request for the staff console to answer.
  {
    email: 'buddy@example.com',
    clubId: 151,
    courseId: DEMO_COURSE.heath,
    days: 9,
    at: '09:20',
    players: 4,
    after: 'askToCancel',
  },
];

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Seed step: demo bookings made through the booking service (so ledger, lots and occupancy agree),
 * with `now` moved to three days before each start for bookings already played.
 */
export async function seedBookingsStep(db: Db, now: Date): Promise<void> {
  const random = seededRandom(151);
  const emails = [...new Set(demoBookings.map((b) => b.email))];
  const rows = await db
    .select({ id: members.id, email: members.email })
    .from(members)
    .where(inArray(members.email, emails));
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  let n = 0;
  for (const b of demoBookings) {
    const memberId = idOf.get(b.email);
    if (!memberId) continue;
    const date = dayjs(localDateOf(now, 'Europe/London')).add(b.days, 'day').format('YYYY-MM-DD');
    const startsAt = instantAt(date, minuteOf(b.at), 'Europe/London');
    const bookedAt = b.days > 0 ? now : dayjs(startsAt).subtract(3, 'day').toDate();
    const { booking } = await bookNow(
      db,
      bookQuietly({
        memberId,
        idempotencyKey: `seed-${++n}`,
        request: {
          clubId: b.clubId,
          courseId: b.courseId,
          time: startsAt.toISOString(),
          players: b.players,
          juniors: b.juniors ?? 0,
          notes: b.notes,
          ...(b.treatment ? { treatment: b.treatment } : {}),
          ...(b.nights ? { nights: b.nights } : {}),
        },
        now: bookedAt,
        random,
      }),
    );
    if (b.after === 'confirm') {
      await db
        .update(bookings)
        .set({ confirmationStatus: 'ManualConfirmed' })
        .where(eq(bookings.id, booking.Id));
    } else if (b.after === 'askToCancel') {
      await db.insert(cancellationRequests).values({ bookingId: booking.Id, memberId, createdAt: now });
    } else if (b.after === 'fulfil') {
      await db.update(bookings).set({ fulfilled: true }).where(eq(bookings.id, booking.Id));
    } else if (b.after === 'cancel') {
      await cancelBooking(db, {
        memberId,
        bookingId: booking.Id,
        bookingType: booking.BookingType,
        notes: 'Cancelled online by the member; points refunded.',
        now,
      });
    }
  }
}
