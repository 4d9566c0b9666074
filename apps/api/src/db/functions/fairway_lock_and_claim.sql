-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: idempotency_keys (modules/bookings/).
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
  IF NOT v_claimed THEN
    -- The key was used before: the caller replays that request, and reads no member's usage.
    RETURN QUERY SELECT m.id, m.email, m.home_club_id, m.home_points, m.flexi_points_allowed,
      m.players_per_day, m.bookings_per_day, m.completed_first_payment,
      (extract(epoch FROM m.membership_expires) * 1000)::float8, false, 0, 0, 0, '[]'::json,
      m.forename || ' ' || m.surname
    FROM members m WHERE m.id = ANY (v_ids) ORDER BY m.id;
    RETURN;
  END IF;
  RETURN QUERY SELECT i."memberId", i.email, i."homeClubId", i."homePoints", i."flexiPointsAllowed",
    i."playersPerDay", i."bookingsPerDay", i."completedFirstPayment", i."expiresMs", true,
    i."usagePlayers", i."usageBookings", i."dueLots", i.lots, i.name
  FROM fairway_member_inputs(v_ids, p_local_date, p_now) i;
END
$function$;
