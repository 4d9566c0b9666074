import { BookingType } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { BookerProfile } from '../../domain/booking-rules/membership';
import type { Lot } from '../../domain/booking-rules/payment';
import type { DayUsage } from '../../domain/booking-rules/player-slots';
import { restrictionCountSql } from '../../domain/booking-rules/restriction';
import { spendableLot } from '../../domain/open-play';
import { arrayQuery } from '../../lib/array-query';
import { arrayRow } from '../../lib/rows';
import { bookerProfiles } from '../members';

const p = {
  memberId: sql`${sql.placeholder('memberId')}::uuid`,
  now: sql`${sql.placeholder('now')}::timestamptz`,
  localDate: sql.placeholder('localDate'),
  courseId: sql`${sql.placeholder('courseId')}::int`,
  from: sql`${sql.placeholder('from')}::timestamptz`,
  to: sql`${sql.placeholder('to')}::timestamptz`,
  clubId: sql`${sql.placeholder('clubId')}::int`,
  restrictionSince: sql`${sql.placeholder('restrictionSince')}::timestamptz`,
};

/**
 * Everything of the caller an availability listing needs, plus the course-day's occupancy, in one
 * round trip: the member's package and balance, their live Open Play lots (oldest expiry first), their
 * golf usage on the date, and places taken per start. Never cached: all of it changes with bookings.
 */
const availabilityRow = arrayRow({
  // The member's row through members' selection; the rest reads by the member id given.
  member: {
    homeClubId: bookerProfiles.homeClubId,
    homePoints: bookerProfiles.homePoints,
    flexiPointsAllowed: bookerProfiles.flexiPointsAllowed,
    playersPerDay: bookerProfiles.playersPerDay,
    bookingsPerDay: bookerProfiles.bookingsPerDay,
    completedFirstPayment: bookerProfiles.completedFirstPayment,
    membershipExpires: bookerProfiles.membershipExpires,
  },
  lots: sql<[number, string, number][]>`(
    select coalesce(json_agg(json_build_array(l.id, l.expires_at, l.remaining)
      order by l.expires_at, l.id), '[]')
    from flexi_lots l
    where ${spendableLot('l', p.memberId, p.now)})`,
  usage: sql<[number, number]>`(
    select json_build_array(coalesce(sum(b.number_of_people), 0), count(*))
    from bookings b
    where b.booked_by = ${p.memberId} and b.local_date = ${p.localDate}
      and b.booking_type = ${sql.raw(String(BookingType.Golf))} and b.cancelled_at is null)`,
  // Places held by live waitlist offers and party holds count as taken until they expire, swept
  // or not (the `held_places` view the booking write reads too).
  taken: sql<[number, number][]>`(
    select coalesce(json_agg(json_build_array(
      (extract(epoch from o.starts_at) * 1000)::float8, o.places_taken + (
        select coalesce(sum(h.places), 0) from held_places h
        where h.course_id = o.course_id and h.starts_at = o.starts_at
          and h.expires_at > ${p.now}))), '[]')
    from slot_occupancy o
    where o.course_id = ${p.courseId} and o.starts_at >= ${p.from} and o.starts_at < ${p.to})`,
  // The club's no-show rule: no-shows and approved late cancellations there since the rule's start.
  restrictionCount: restrictionCountSql(p.memberId, p.clubId, p.restrictionSince),
});

const availabilityQuery = arrayQuery<keyof typeof p>('availability_inputs', (db) =>
  db.select({ row: availabilityRow.select }).from(bookerProfiles).where(eq(bookerProfiles.id, p.memberId)),
);

export type AvailabilityInputs = {
  member: BookerProfile;
  lots: Lot[];
  usage: DayUsage;
  /** Places taken or held (a waitlist offer, a party hold) per start (epoch ms). */
  taken: Map<number, number>;
  /** No-shows and approved late cancellations at the club since `restrictionSince`. */
  restrictionCount: number;
};

/** Null when the member no longer exists. */
export async function findAvailabilityInputs(
  db: Db,
  input: {
    memberId: string;
    clubId: number;
    courseId: number;
    localDate: string;
    from: Date;
    to: Date;
    now: Date;
    /** Where the club's no-show rule starts counting (`now` when it has none: nothing counts). */
    restrictionSince: Date;
  },
): Promise<AvailabilityInputs | null> {
  const [queryRow] = await availabilityQuery(db, {
    memberId: input.memberId,
    now: input.now.toISOString(),
    localDate: input.localDate,
    courseId: input.courseId,
    from: input.from.toISOString(),
    to: input.to.toISOString(),
    clubId: input.clubId,
    restrictionSince: input.restrictionSince.toISOString(),
  });
  if (!queryRow) return null;
  const { member, lots, usage, taken, restrictionCount } = availabilityRow.decode(queryRow);
  return {
    member,
    lots: lots.map(([id, expiresAt, remaining]) => ({ id, expiresAt: new Date(expiresAt), remaining })),
    usage: { players: Number(usage[0]), bookings: Number(usage[1]) },
    taken: new Map(taken.map(([t, n]) => [Number(t), n])),
    restrictionCount: Number(restrictionCount),
  };
}
