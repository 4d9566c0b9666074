-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: booking_debits (modules/points/), booking_players (modules/bookings/), bookings (modules/bookings/), flexi_lots (modules/points/), idempotency_keys (modules/bookings/), members (modules/members/), party_holds (modules/party-holds/), points_ledger (modules/points/), slot_occupancy (modules/bookings/), waitlist_entries (modules/waitlist/), waitlist_offers (modules/waitlist/).
CREATE OR REPLACE FUNCTION public.fairway_write_booking(p_booker uuid, p_key text, p_booking_type smallint, p_club integer, p_course integer, p_starts_at timestamp with time zone, p_local_date text, p_capacity smallint, p_ref text, p_code text, p_status text, p_notes text, p_extra_title text, p_fulfilled boolean, p_cost_unit text, p_player_kinds text[], p_player_members uuid[], p_player_payers uuid[], p_player_juniors boolean[], p_player_costs integer[], p_debit_members uuid[], p_debit_lots bigint[], p_debit_points integer[], p_description text, p_now timestamp with time zone, p_offer integer, p_hold integer)
 RETURNS TABLE(outcome text, "bookingId" integer)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_id integer;
  v_people integer := coalesce(array_length(p_player_costs, 1), 0);
  v_expected integer;
  v_n integer;
  v_held integer;
  v_made boolean := false;
  v_cost integer := 0;
  v_c integer;
BEGIN
  IF v_people = 0 OR v_people > p_capacity THEN
    RETURN QUERY SELECT 'full'::text, NULL::integer;
    RETURN;
  END IF;
  -- Already full (most answers when a sheet opens at 07:00): refused at once, without queueing behind
  -- every booking of the start for its lock. An offer's or a hold's places are counted as held already.
  IF p_offer IS NULL AND p_hold IS NULL AND fairway_start_full(p_course, p_starts_at, v_people, p_capacity) THEN
    RETURN QUERY SELECT 'full'::text, NULL::integer;
    RETURN;
  END IF;
  -- A start's first booking makes its row with the booking's places taken, and nothing else counts: no
  -- hold can be on a start without a row (every write that adds bookings or holds to a start locks the row
  -- first, making it when there is none), and a row this statement made is this transaction's alone until
  -- it commits. An offer's or a hold's start has its row already.
  IF p_offer IS NULL AND p_hold IS NULL THEN
    INSERT INTO slot_occupancy (course_id, starts_at, capacity, places_taken)
    VALUES (p_course, p_starts_at, p_capacity, v_people)
    ON CONFLICT (course_id, starts_at) DO NOTHING;
    v_made := FOUND;
  ELSE
    INSERT INTO slot_occupancy (course_id, starts_at, capacity, places_taken)
    VALUES (p_course, p_starts_at, p_capacity, 0)
    ON CONFLICT (course_id, starts_at) DO NOTHING;
  END IF;
  IF NOT v_made THEN
    -- The start's row, locked before the holds are read: every write that adds bookings or holds to a
    -- start locks this row first, and a later statement reads with a fresh snapshot, so the sum below
    -- includes every hold committed before the lock was ours. A booking and a hold therefore never both
    -- take the same free place.
    PERFORM 1 FROM slot_occupancy o WHERE o.course_id = p_course AND o.starts_at = p_starts_at FOR UPDATE;
    -- Accepting a waitlist offer: it must still be open and unexpired at p_now (whatever the sweep has
    -- done yet), and its places stop counting as held because they become this booking's.
    IF p_offer IS NOT NULL THEN
      UPDATE waitlist_offers w SET state = 'accepted', settled_at = p_now
      WHERE w.id = p_offer AND w.member_id = p_booker AND w.state = 'open' AND w.expires_at > p_now
        AND w.course_id = p_course AND w.starts_at = p_starts_at AND w.places = v_people;
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'offer_expired'::text, NULL::integer;
        RETURN;
      END IF;
    END IF;
    -- Committing a party hold (its last buddy accepted): the same, for the booker's held party.
    IF p_hold IS NOT NULL THEN
      UPDATE party_holds h SET state = 'booked', settled_at = p_now
      WHERE h.id = p_hold AND h.booker_id = p_booker AND h.state = 'open' AND h.expires_at > p_now
        AND h.course_id = p_course AND h.starts_at = p_starts_at AND h.places = v_people;
      IF NOT FOUND THEN
        RETURN QUERY SELECT 'hold_expired'::text, NULL::integer;
        RETURN;
      END IF;
    END IF;
    -- Places held (waitlist offers, party holds) count until they expire, swept or not.
    SELECT coalesce(sum(h.places), 0)::integer INTO v_held FROM held_places h
    WHERE h.course_id = p_course AND h.starts_at = p_starts_at AND h.expires_at > p_now;
    UPDATE slot_occupancy o SET places_taken = o.places_taken + v_people
    WHERE o.course_id = p_course AND o.starts_at = p_starts_at
      AND o.places_taken + v_people + v_held <= least(o.capacity, p_capacity);
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'full'::text, NULL::integer;
      RETURN;
    END IF;
  END IF;

  -- The booking's cost, summed as expressions (PL/pgSQL's own), not by a query: no executor to start.
  FOREACH v_c IN ARRAY p_player_costs LOOP
    v_cost := v_cost + coalesce(v_c, 0);
  END LOOP;
  INSERT INTO bookings (booking_type, booked_by, club_id, course_id, starts_at, local_date,
    number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status, notes,
    extra_title, fulfilled, cost, cost_unit, created_at)
  VALUES (p_booking_type, p_booker, p_club, p_course, p_starts_at, p_local_date, v_people,
    coalesce(cardinality(array_positions(p_player_juniors, true)), 0), p_ref, p_code, p_status, p_notes,
    p_extra_title, p_fulfilled, v_cost, p_cost_unit, p_now)
  ON CONFLICT DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    RETURN QUERY SELECT 'code_collision'::text, NULL::integer;
    RETURN;
  END IF;

  -- The players carry the booking's start and club as written here, so their trigger (booking_players_start,
  -- for rows that come without them) has nothing to read. One player (a member booking alone) is one row
  -- of values: the same insert without unnest's function scan.
  IF v_people = 1 THEN
    INSERT INTO booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost, starts_at,
      club_id)
    VALUES (v_id, 0, p_player_kinds[1], p_player_juniors[1], p_player_members[1], p_player_payers[1],
      p_player_costs[1], p_starts_at, p_club);
  ELSE
    INSERT INTO booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost, starts_at,
      club_id)
    SELECT v_id, v.ord - 1, v.kind, v.junior, v.member, v.payer, v.cost, p_starts_at, p_club
    FROM unnest(p_player_kinds, p_player_members, p_player_payers, p_player_juniors, p_player_costs)
      WITH ORDINALITY AS v(kind, member, payer, junior, cost, ord);
  END IF;

  -- Home points: one debit per payer. Members are locked, so the condition only fails if the plan was
  -- made from a stale read. The debits are counted as expressions, not queries (no executor to start).
  -- One debit of home points (a member booking alone): the same update without unnest's join.
  IF cardinality(p_debit_members) = 1 AND p_debit_lots[1] IS NULL THEN
    UPDATE members m SET home_points = m.home_points - p_debit_points[1]
    WHERE m.id = p_debit_members[1] AND m.home_points >= p_debit_points[1];
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'points_changed'::text, NULL::integer;
      RETURN;
    END IF;
  ELSE
    v_expected := cardinality(array_positions(p_debit_lots, NULL));
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
  END IF;

  v_expected := coalesce(cardinality(p_debit_lots), 0) - cardinality(array_positions(p_debit_lots, NULL));
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

  -- The debits and the ledger: one debit (a member booking alone) is one row of values in each.
  IF cardinality(p_debit_members) = 1 THEN
    INSERT INTO booking_debits (booking_id, member_id, lot_id, points)
    VALUES (v_id, p_debit_members[1], p_debit_lots[1], p_debit_points[1]);
    INSERT INTO points_ledger (member_id, type, home_delta, flexi_delta, description, booking_id, created_at)
    VALUES (p_debit_members[1],
      CASE WHEN p_debit_lots[1] IS NULL THEN 'Home Booking' ELSE 'Open Play Booking' END,
      CASE WHEN p_debit_lots[1] IS NULL THEN -p_debit_points[1] ELSE 0 END,
      CASE WHEN p_debit_lots[1] IS NULL THEN 0 ELSE -p_debit_points[1] END,
      p_description, v_id, p_now);
  ELSE
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
  END IF;

  -- The key claimed before the write (fairway_lock_and_claim) points at the booking; fairway_book claims
  -- its key with the booking after this call instead, and passes none.
  IF p_key IS NOT NULL THEN
    UPDATE idempotency_keys SET booking_id = v_id
    WHERE idempotency_keys.member_id = p_booker AND idempotency_keys.key = p_key;
  END IF;
  IF p_offer IS NOT NULL THEN
    UPDATE waitlist_offers w SET booking_id = v_id WHERE w.id = p_offer;
    UPDATE waitlist_entries e SET state = 'booked', updated_at = p_now
    FROM waitlist_offers w WHERE w.id = p_offer AND e.id = w.entry_id;
  END IF;
  IF p_hold IS NOT NULL THEN
    UPDATE party_holds h SET booking_id = v_id WHERE h.id = p_hold;
  END IF;
  -- The answer as the result's own variables, not a query (no executor to start).
  outcome := 'booked';
  "bookingId" := v_id;
  RETURN NEXT;
END
$function$;
