-- fairway_write_booking is the bookings module's (src/db/schema/owners.cjs); it also writes the points module's
-- lots, ledger and debits, the members' Home balance, and waitlist and party-hold rows: see its header in
-- src/db/functions/fairway_write_booking.sql.
-- The locked part of the booking transaction as two functions, so that it costs two short round trips
-- and PL/pgSQL keeps the plans of its statements per connection. They hold no booking rule: the service
-- decides (membership, day limits, payment plan) between the two calls; these only lock, read and write.

-- Locks the member (FOR NO KEY UPDATE: FK checks of rows pointing at the member still pass), then claims
-- (member, key) — lock order member → key. Only if the key was claimed, reads what the rules need. A
-- VOLATILE function takes a fresh snapshot per statement, so these reads come after the lock and see the
-- writes of whoever held it before. No row when the member does not exist.
CREATE FUNCTION fairway_lock_and_claim(
  p_member uuid, p_key text, p_hash text, p_local_date text, p_now timestamptz
) RETURNS TABLE (
  "memberId" uuid, "email" text, "homeClubId" integer, "homePoints" integer, "flexiPointsAllowed" boolean,
  "playersPerDay" smallint, "bookingsPerDay" smallint, "completedFirstPayment" boolean,
  "expiresMs" float8, "claimed" boolean, "usagePlayers" integer, "usageBookings" integer,
  "dueLots" integer, "lots" json
) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  m members%ROWTYPE;
  v_claimed boolean;
BEGIN
  SELECT * INTO m FROM members WHERE members.id = p_member FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_member, p_key, p_hash)
  ON CONFLICT DO NOTHING;
  v_claimed := FOUND;
  RETURN QUERY SELECT
    m.id, m.email, m.home_club_id, m.home_points, m.flexi_points_allowed, m.players_per_day,
    m.bookings_per_day, m.completed_first_payment,
    (extract(epoch FROM m.membership_expires) * 1000)::float8,
    v_claimed,
    u.players, u.bookings, d.due, l.lots
  FROM
    (SELECT coalesce(sum(b.number_of_people), 0)::integer AS players, count(*)::integer AS bookings
       FROM bookings b
      WHERE v_claimed AND b.booked_by = p_member AND b.local_date = p_local_date
        AND b.booking_type = 0 AND b.cancelled_at IS NULL) u,
    (SELECT count(*)::integer AS due FROM flexi_lots f
      WHERE v_claimed AND f.member_id = p_member AND f.expired_at IS NULL AND f.expires_at <= p_now) d,
    (SELECT coalesce(json_agg(json_build_array(f.id, (extract(epoch FROM f.expires_at) * 1000)::float8,
              f.remaining) ORDER BY f.expires_at, f.id), '[]') AS lots
       FROM flexi_lots f
      WHERE v_claimed AND f.member_id = p_member AND f.expired_at IS NULL AND f.expires_at > p_now
        AND f.remaining > 0) l;
END
$$;
--> statement-breakpoint

-- Takes the places (conditional: within capacity), inserts the booking and its players, spends home
-- points and lots (conditional: balances cover it, lots still live), writes debits and ledger rows and
-- attaches the booking to the key. Any outcome but 'booked' leaves partial writes: the caller rolls back.
CREATE FUNCTION fairway_write_booking(
  p_member uuid, p_key text, p_booking_type smallint, p_club integer, p_course integer,
  p_starts_at timestamptz, p_local_date text, p_capacity smallint, p_people smallint, p_juniors smallint,
  p_ref text, p_code text, p_status text, p_notes text, p_extra_title text, p_fulfilled boolean,
  p_cost integer, p_cost_unit text, p_player_costs integer[], p_home integer, p_lot_ids bigint[],
  p_lot_points integer[], p_description text, p_now timestamptz
) RETURNS TABLE ("outcome" text, "bookingId" integer) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_id integer;
  v_lots integer := coalesce(array_length(p_lot_ids, 1), 0);
  v_n integer;
BEGIN
  INSERT INTO slot_occupancy AS o (course_id, starts_at, capacity, places_taken)
  VALUES (p_course, p_starts_at, p_capacity, p_people)
  ON CONFLICT (course_id, starts_at) DO UPDATE SET places_taken = o.places_taken + excluded.places_taken
  WHERE o.places_taken + excluded.places_taken <= o.capacity;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'full'::text, NULL::integer;
    RETURN;
  END IF;

  INSERT INTO bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
    number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, notes,
    extra_title, fulfilled, cost, cost_unit, created_at)
  VALUES (p_booking_type, p_member, p_club, p_course, p_starts_at, p_local_date, p_people, p_juniors,
    p_ref, p_code, p_status, p_notes, p_extra_title, p_fulfilled, p_cost, p_cost_unit, p_now)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'code_collision'::text, NULL::integer;
    RETURN;
  END IF;

  -- The booker first, then guests; juniors are the last players of the party.
  INSERT INTO booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
  SELECT v_id, i - 1, CASE WHEN i = 1 THEN 'booker' ELSE 'guest' END, i > p_people - p_juniors,
         CASE WHEN i = 1 THEN p_member END, p_member, p_player_costs[i]
  FROM generate_subscripts(p_player_costs, 1) AS i;

  IF p_home > 0 THEN
    UPDATE members SET home_points = home_points - p_home
    WHERE members.id = p_member AND home_points >= p_home;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'points_changed'::text, NULL::integer;
      RETURN;
    END IF;
    INSERT INTO booking_debits (booking_id, member_id, lot_id, points) VALUES (v_id, p_member, NULL, p_home);
    INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, booking_id, created_at)
    VALUES (p_member, 'Home Booking', -p_home, 0, p_description, v_id, p_now);
  END IF;

  IF v_lots > 0 THEN
    UPDATE flexi_lots f SET remaining = f.remaining - v.points
    FROM unnest(p_lot_ids, p_lot_points) AS v(lot_id, points)
    WHERE f.id = v.lot_id AND f.member_id = p_member AND f.remaining >= v.points
      AND f.expired_at IS NULL AND f.expires_at > p_now;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    IF v_n <> v_lots THEN
      RETURN QUERY SELECT 'points_changed'::text, NULL::integer;
      RETURN;
    END IF;
    INSERT INTO booking_debits (booking_id, member_id, lot_id, points)
    SELECT v_id, p_member, v.lot_id, v.points FROM unnest(p_lot_ids, p_lot_points) AS v(lot_id, points);
    INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, booking_id, created_at)
    SELECT p_member, 'Open Play Booking', 0, -sum(x)::integer, p_description, v_id, p_now
    FROM unnest(p_lot_points) AS x;
  END IF;

  UPDATE idempotency_keys SET booking_id = v_id
  WHERE idempotency_keys.member_id = p_member AND idempotency_keys.key = p_key;
  RETURN QUERY SELECT 'booked'::text, v_id;
END
$$;
