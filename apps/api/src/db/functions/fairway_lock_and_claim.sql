CREATE OR REPLACE FUNCTION public.fairway_lock_and_claim(p_booker uuid, p_members uuid[], p_key text, p_hash text, p_local_date text, p_now timestamp with time zone)
 RETURNS TABLE("memberId" uuid, email text, "homeClubId" integer, "homePoints" integer, "flexiPointsAllowed" boolean, "playersPerDay" smallint, "bookingsPerDay" smallint, "completedFirstPayment" boolean, "expiresMs" double precision, claimed boolean, "usagePlayers" integer, "usageBookings" integer, "dueLots" integer, lots json, name text)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_ids uuid[] := array(SELECT DISTINCT x FROM unnest(array_append(p_members, p_booker)) AS x ORDER BY x);
  v_claimed boolean := false;
BEGIN
  -- LockRows sits above the sort: rows are locked in id order.
  PERFORM 1 FROM members WHERE members.id = ANY (v_ids) ORDER BY members.id FOR NO KEY UPDATE;
  IF NOT EXISTS (SELECT 1 FROM members WHERE members.id = p_booker) THEN
    RETURN;
  END IF;
  INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_booker, p_key, p_hash)
  ON CONFLICT DO NOTHING;
  v_claimed := FOUND;
  RETURN QUERY SELECT
    m.id, m.email, m.home_club_id, m.home_points, m.flexi_points_allowed, m.players_per_day,
    m.bookings_per_day, m.completed_first_payment,
    (extract(epoch FROM m.membership_expires) * 1000)::float8,
    v_claimed,
    u.players, u.bookings, d.due, l.lots, m.forename || ' ' || m.surname
  FROM members m
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(x.players), 0)::integer AS players, count(*)::integer AS bookings FROM (
      SELECT b.number_of_people AS players FROM bookings b
       WHERE v_claimed AND b.booked_by = m.id AND b.local_date = p_local_date
         AND b.booking_type = 0 AND b.cancelled_at IS NULL
      UNION ALL
      SELECT 1 FROM booking_players p JOIN bookings b ON b.id = p.booking_id
       WHERE v_claimed AND p.member_id = m.id AND p.kind = 'member' AND b.local_date = p_local_date
         AND b.booking_type = 0 AND b.cancelled_at IS NULL
    ) x) u
  CROSS JOIN LATERAL (
    SELECT count(*)::integer AS due FROM flexi_lots f
     WHERE v_claimed AND f.member_id = m.id AND f.expired_at IS NULL AND f.expires_at <= p_now) d
  CROSS JOIN LATERAL (
    SELECT coalesce(json_agg(json_build_array(f.id, (extract(epoch FROM f.expires_at) * 1000)::float8,
             f.remaining) ORDER BY f.expires_at, f.id), '[]') AS lots
      FROM flexi_lots f
     WHERE v_claimed AND f.member_id = m.id AND f.expired_at IS NULL AND f.expires_at > p_now
       AND f.remaining > 0) l
  WHERE m.id = ANY (v_ids)
  ORDER BY m.id;
END
$function$;
