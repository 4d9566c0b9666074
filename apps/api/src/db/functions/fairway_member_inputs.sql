-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.fairway_member_inputs(p_ids uuid[], p_local_date text, p_now timestamp with time zone)
 RETURNS TABLE("memberId" uuid, email text, "homeClubId" integer, "homePoints" integer, "flexiPointsAllowed" boolean, "playersPerDay" smallint, "bookingsPerDay" smallint, "completedFirstPayment" boolean, "expiresMs" double precision, "usagePlayers" integer, "usageBookings" integer, "dueLots" integer, lots json, name text)
 LANGUAGE sql
 STABLE
AS $function$
  -- What the booking rules read of each member (booking-store.ts): the package and standing, golf usage
  -- on the local date, lots due to expire and live lots (oldest first), and the name. Read under the
  -- members' locks by fairway_lock_and_claim, and by fairway_book to see that nothing changed since the
  -- unlocked read its caller decided on.
  SELECT
    m.id, m.email, m.home_club_id, m.home_points, m.flexi_points_allowed, m.players_per_day,
    m.bookings_per_day, m.completed_first_payment,
    (extract(epoch FROM m.membership_expires) * 1000)::float8,
    u.players, u.bookings, l.due, l.lots, m.forename || ' ' || m.surname
  FROM members m
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(x.players), 0)::integer AS players, count(*)::integer AS bookings FROM (
      SELECT b.number_of_people AS players FROM bookings b
       WHERE b.booked_by = m.id AND b.local_date = p_local_date
         AND b.booking_type = 0 AND b.cancelled_at IS NULL
      UNION ALL
      SELECT 1 FROM booking_players p JOIN bookings b ON b.id = p.booking_id
       WHERE p.member_id = m.id AND p.kind = 'member' AND b.local_date = p_local_date
         AND b.booking_type = 0 AND b.cancelled_at IS NULL
    ) x) u
  -- The member's unexpired lots read once: those due to expire counted, the live ones listed.
  CROSS JOIN LATERAL (
    SELECT count(*) FILTER (WHERE f.expires_at <= p_now)::integer AS due,
      coalesce(json_agg(json_build_array(f.id, (extract(epoch FROM f.expires_at) * 1000)::float8,
        f.remaining) ORDER BY f.expires_at, f.id) FILTER (WHERE f.expires_at > p_now AND f.remaining > 0),
        '[]') AS lots
      FROM flexi_lots f
     WHERE f.member_id = m.id AND f.expired_at IS NULL) l
  WHERE m.id = ANY (p_ids)
  ORDER BY m.id;
$function$;
