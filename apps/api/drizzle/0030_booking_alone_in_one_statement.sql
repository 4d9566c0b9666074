-- Brings fairway_member_inputs, fairway_alone_inputs, fairway_lock_and_claim, fairway_book to src/db/functions (scripts/function-migration.mjs).
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
    u.players, u.bookings, d.due, l.lots, m.forename || ' ' || m.surname
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
  CROSS JOIN LATERAL (
    SELECT count(*)::integer AS due FROM flexi_lots f
     WHERE f.member_id = m.id AND f.expired_at IS NULL AND f.expires_at <= p_now) d
  CROSS JOIN LATERAL (
    SELECT coalesce(json_agg(json_build_array(f.id, (extract(epoch FROM f.expires_at) * 1000)::float8,
             f.remaining) ORDER BY f.expires_at, f.id), '[]') AS lots
      FROM flexi_lots f
     WHERE f.member_id = m.id AND f.expired_at IS NULL AND f.expires_at > p_now
       AND f.remaining > 0) l
  WHERE m.id = ANY (p_ids)
  ORDER BY m.id;
$function$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fairway_alone_inputs(p_booker uuid, p_local_date text, p_now timestamp with time zone)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- A member's fairway_member_inputs as JSON text: what a booking made alone decides on, and what
  -- fairway_book compares under the lock. PL/pgSQL so that the query is planned once per connection.
  RETURN (SELECT json_agg(i)::text FROM fairway_member_inputs(ARRAY[p_booker], p_local_date, p_now) i);
END
$function$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fairway_book(p_booker uuid, p_key text, p_hash text, p_inputs text, p_booking_type smallint, p_club integer, p_course integer, p_starts_at timestamp with time zone, p_local_date text, p_capacity smallint, p_ref text, p_code text, p_status text, p_notes text, p_extra_title text, p_fulfilled boolean, p_cost_unit text, p_player_kinds text[], p_player_members uuid[], p_player_payers uuid[], p_player_juniors boolean[], p_player_costs integer[], p_debit_members uuid[], p_debit_lots bigint[], p_debit_points integer[], p_description text, p_now timestamp with time zone)
 RETURNS TABLE(outcome text, "bookingId" integer)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_outcome text;
  v_id integer;
BEGIN
  -- A member booking alone, in one statement and its own transaction (booking-store.ts bookAlone): the
  -- caller decided every rule on an unlocked read of fairway_member_inputs (p_inputs, as its JSON text).
  -- Lock order as in every booking: the member, the key, the start, the lots.
  PERFORM 1 FROM members WHERE members.id = p_booker FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer;
    RETURN;
  END IF;
  -- Under the lock, what the rules read must be what they decided on; else the caller decides again.
  IF fairway_alone_inputs(p_booker, p_local_date, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer;
    RETURN;
  END IF;
  -- A refusal undoes the key's claim and any write (to the block's savepoint) and is answered as a row:
  -- raised to the client, each would be an error in the server's log and cost the pool its connection.
  BEGIN
    INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_booker, p_key, p_hash)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      v_outcome := 'replayed';
    ELSE
      SELECT w.outcome, w."bookingId" INTO v_outcome, v_id
      FROM fairway_write_booking(p_booker, p_key, p_booking_type, p_club, p_course, p_starts_at,
        p_local_date, p_capacity, p_ref, p_code, p_status, p_notes, p_extra_title, p_fulfilled,
        p_cost_unit, p_player_kinds, p_player_members, p_player_payers, p_player_juniors, p_player_costs,
        p_debit_members, p_debit_lots, p_debit_points, p_description, p_now, NULL, NULL) w;
      IF v_outcome <> 'booked' THEN
        RAISE EXCEPTION USING ERRCODE = 'FWB01', MESSAGE = v_outcome;
      END IF;
    END IF;
  EXCEPTION WHEN SQLSTATE 'FWB01' THEN
    v_id := NULL;
  END;
  RETURN QUERY SELECT v_outcome, v_id;
END
$function$;
