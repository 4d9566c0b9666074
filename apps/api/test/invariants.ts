import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Every invariant of rule 3, as queries that must return no rows: places within capacity and equal to
 * live bookings; no negative balance; ledger sums equal balances; each live lot's remaining plus its
 * unrefunded debits equals what it was bought with (refunds restored the exact lots).
 */
export async function invariantViolations(db: Db): Promise<Record<string, unknown[]>> {
  const q = async (query: ReturnType<typeof sql>) => rowsOf<unknown>(await db.execute(query));
  return {
    overCapacity: await q(
      sql`select * from slot_occupancy where places_taken < 0 or places_taken > capacity`,
    ),
    occupancyMismatch: await q(sql`
      select o.course_id, o.starts_at, o.places_taken, coalesce(sum(b.number_of_people), 0)::int as booked
      from slot_occupancy o
      left join bookings b on b.course_id = o.course_id and b.starts_at = o.starts_at and b.cancelled_at is null
      group by o.course_id, o.starts_at, o.places_taken
      having o.places_taken <> coalesce(sum(b.number_of_people), 0)`),
    negative: await q(sql`
      select id from members where home_points < 0
      union all select member_id from flexi_lots where remaining < 0 or remaining > original`),
    homeLedger: await q(sql`
      select m.id, m.home_points, coalesce(sum(l.home_delta), 0)::int as ledger
      from members m left join points_ledger l on l.member_id = m.id
      group by m.id, m.home_points having m.home_points <> coalesce(sum(l.home_delta), 0)`),
    flexiLedger: await q(sql`
      select m.id from members m
      where (select coalesce(sum(remaining), 0) from flexi_lots f where f.member_id = m.id)
         <> (select coalesce(sum(flexi_delta), 0) from points_ledger l where l.member_id = m.id)`),
    lotsNotRestored: await q(sql`
      select f.id, f.original, f.remaining from flexi_lots f
      where f.expired_at is null and f.remaining + (
        select coalesce(sum(d.points), 0) from booking_debits d where d.lot_id = f.id and d.refunded_at is null
      ) <> f.original`),
    debitsMismatch: await q(sql`
      select b.id from bookings b
      where b.cancelled_at is null and b.cost <> (select coalesce(sum(points), 0) from booking_debits d where d.booking_id = b.id)
         or b.cancelled_at is not null and exists (select 1 from booking_debits d where d.booking_id = b.id and d.refunded_at is null)`),
  };
}

export const noViolations = {
  overCapacity: [],
  occupancyMismatch: [],
  negative: [],
  homeLedger: [],
  flexiLedger: [],
  lotsNotRestored: [],
  debitsMismatch: [],
};
