-- One booking write path for a party in which each player has a payer: the booker pays for themselves,
-- guests and juniors; a member player (a buddy) may pay their own share from their own points. The two
-- functions replace those of 0002; the transaction stays BEGIN, two calls, COMMIT. They still hold no
-- booking rule: the service plans who pays what between the calls. Ledger types and the conditional
-- spending of home points and lots live here, and only here.

DROP FUNCTION fairway_lock_and_claim(uuid, text, text, text, timestamptz);
--> statement-breakpoint
DROP FUNCTION fairway_write_booking(uuid, text, smallint, integer, integer, timestamptz, text, smallint,
  smallint, smallint, text, text, text, text, text, boolean, integer, text, integer[], integer, bigint[],
  integer[], text, timestamptz);
--> statement-breakpoint

-- A member's golf day usage counts the bookings they booked and the ones they were booked onto as a
-- member player; this index keeps the second part free for members nobody booked in.
CREATE INDEX "booking_players_member_player_idx" ON "booking_players" USING btree ("member_id")
  WHERE "booking_players"."kind" = 'member';
--> statement-breakpoint

-- Locks the booker and the party's other members in id order (FOR NO KEY UPDATE: FK checks of rows pointing at
-- a member still pass), then claims (booker, key) — lock order members by id → key. Only if the key
-- was claimed, reads per locked member what the rules need. A VOLATILE function takes a fresh snapshot
-- per statement, so these reads come after the locks. One row per member found; the booker's row is
-- missing when the booker does not exist.
CREATE FUNCTION fairway_lock_and_claim(
  p_booker uuid, p_members uuid[], p_key text, p_hash text, p_local_date text, p_now timestamptz
) RETURNS TABLE (
  "memberId" uuid, "email" text, "homeClubId" integer, "homePoints" integer, "flexiPointsAllowed" boolean,
  "playersPerDay" smallint, "bookingsPerDay" smallint, "completedFirstPayment" boolean,
  "expiresMs" float8, "claimed" boolean, "usagePlayers" integer, "usageBookings" integer,
  "dueLots" integer, "lots" json
) LANGUAGE plpgsql VOLATILE AS $$
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
    u.players, u.bookings, d.due, l.lots
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
$$;
--> statement-breakpoint

-- Takes the places (conditional: within the lesser of the row's and the schedule's capacity), inserts the
-- booking and its players (position order; each with its payer), spends every payer's home points and
-- lots (conditional: balances cover it, lots still live and the payer's own), writes the debits and one
-- ledger row per payer and kind ('Home Booking', 'Open Play Booking'), and attaches the booking to the
-- key. Debits: one row per (payer, lot), lot NULL for home points. Any outcome but 'booked' leaves
-- partial writes: the caller rolls back.
CREATE FUNCTION fairway_write_booking(
  p_booker uuid, p_key text, p_booking_type smallint, p_club integer, p_course integer,
  p_starts_at timestamptz, p_local_date text, p_capacity smallint,
  p_ref text, p_code text, p_status text, p_notes text, p_extra_title text, p_fulfilled boolean,
  p_cost_unit text,
  p_player_kinds text[], p_player_members uuid[], p_player_payers uuid[], p_player_juniors boolean[],
  p_player_costs integer[],
  p_debit_members uuid[], p_debit_lots bigint[], p_debit_points integer[],
  p_description text, p_now timestamptz
) RETURNS TABLE ("outcome" text, "bookingId" integer) LANGUAGE plpgsql VOLATILE AS $$
#variable_conflict use_column
DECLARE
  v_id integer;
  v_people integer := coalesce(array_length(p_player_costs, 1), 0);
  v_expected integer;
  v_n integer;
BEGIN
  IF v_people = 0 OR v_people > p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::integer;
    RETURN;
  END IF;
  INSERT INTO slot_occupancy AS o (course_id, starts_at, capacity, places_taken)
  VALUES (p_course, p_starts_at, p_capacity, v_people)
  ON CONFLICT (course_id, starts_at) DO UPDATE SET places_taken = o.places_taken + excluded.places_taken
  WHERE o.places_taken + excluded.places_taken <= least(o.capacity, excluded.capacity);
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'full'::text, NULL::integer;
    RETURN;
  END IF;

  INSERT INTO bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
    number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, notes,
    extra_title, fulfilled, cost, cost_unit, created_at)
  SELECT p_booking_type, p_booker, p_club, p_course, p_starts_at, p_local_date, v_people,
    (SELECT count(*) FROM unnest(p_player_juniors) AS j WHERE j), p_ref, p_code, p_status, p_notes,
    p_extra_title, p_fulfilled, (SELECT coalesce(sum(c), 0) FROM unnest(p_player_costs) AS c),
    p_cost_unit, p_now
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'code_collision'::text, NULL::integer;
    RETURN;
  END IF;

  INSERT INTO booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
  SELECT v_id, v.ord - 1, v.kind, v.junior, v.member, v.payer, v.cost
  FROM unnest(p_player_kinds, p_player_members, p_player_payers, p_player_juniors, p_player_costs)
    WITH ORDINALITY AS v(kind, member, payer, junior, cost, ord);

  -- Home points: one debit per payer. Members are locked, so the condition only fails if the plan was
  -- made from a stale read.
  SELECT count(*) INTO v_expected FROM unnest(p_debit_lots) AS x WHERE x IS NULL;
  IF v_expected > 0 THEN
    UPDATE members m SET home_points = m.home_points - v.points
    FROM unnest(p_debit_members, p_debit_lots, p_debit_points) AS v(member, lot, points)
    WHERE v.lot IS NULL AND m.id = v.member AND m.home_points >= v.points;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    IF v_n <> v_expected THEN
      RETURN QUERY SELECT 'points_changed'::text, NULL::integer;
      RETURN;
    END IF;
  END IF;

  SELECT count(*) INTO v_expected FROM unnest(p_debit_lots) AS x WHERE x IS NOT NULL;
  IF v_expected > 0 THEN
    UPDATE flexi_lots f SET remaining = f.remaining - v.points
    FROM unnest(p_debit_members, p_debit_lots, p_debit_points) AS v(member, lot, points)
    WHERE f.id = v.lot AND f.member_id = v.member AND f.remaining >= v.points
      AND f.expired_at IS NULL AND f.expires_at > p_now;
    GET DIAGNOSTICS v_n = ROW_COUNT;
    IF v_n <> v_expected THEN
      RETURN QUERY SELECT 'points_changed'::text, NULL::integer;
      RETURN;
    END IF;
  END IF;

  INSERT INTO booking_debits (booking_id, member_id, lot_id, points)
  SELECT v_id, v.member, v.lot, v.points
  FROM unnest(p_debit_members, p_debit_lots, p_debit_points) AS v(member, lot, points);
  INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, booking_id, created_at)
  SELECT v.member, CASE WHEN v.lot IS NULL THEN 'Home Booking' ELSE 'Open Play Booking' END,
    CASE WHEN v.lot IS NULL THEN -sum(v.points)::integer ELSE 0 END,
    CASE WHEN v.lot IS NULL THEN 0 ELSE -sum(v.points)::integer END,
    p_description, v_id, p_now
  FROM unnest(p_debit_members, p_debit_lots, p_debit_points) AS v(member, lot, points)
  GROUP BY v.member, v.lot IS NULL
  ORDER BY v.member, v.lot IS NULL DESC;

  UPDATE idempotency_keys SET booking_id = v_id
  WHERE idempotency_keys.member_id = p_booker AND idempotency_keys.key = p_key;
  RETURN QUERY SELECT 'booked'::text, v_id;
END
$$;
