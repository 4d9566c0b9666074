-- Brings fairway_write_booking, fairway_book to src/db/functions (scripts/function-migration.mjs).
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
--> statement-breakpoint
-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: idempotency_keys (modules/bookings/).
CREATE OR REPLACE FUNCTION public.fairway_book(p_booker uuid, p_key text, p_hash text, p_inputs text, p_booking_type smallint, p_club integer, p_course integer, p_starts_at timestamp with time zone, p_local_date text, p_capacity smallint, p_ref text, p_code text, p_status text, p_notes text, p_extra_title text, p_fulfilled boolean, p_cost_unit text, p_player_kinds text[], p_player_members uuid[], p_player_payers uuid[], p_player_juniors boolean[], p_player_costs integer[], p_debit_members uuid[], p_debit_lots bigint[], p_debit_points integer[], p_description text, p_now timestamp with time zone, p_line integer)
 RETURNS TABLE(outcome text, "bookingId" integer, "linePosition" integer)
 LANGUAGE plpgsql
AS $function$
#variable_conflict use_column
DECLARE
  v_outcome text;
  v_id integer;
BEGIN
  -- A member booking alone, in one statement and its own transaction (booking-store.ts bookAlone): the
  -- caller decided every rule on an unlocked read of fairway_member_inputs (p_inputs, as its JSON text).
  -- Lock order as in every booking: the member, then the start and the lots; the key, claimed with the
  -- booking under the member's lock, after them.
  PERFORM 1 FROM members WHERE members.id = p_booker FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  -- Under the lock, what the rules read must be what they decided on; else the caller decides again.
  IF fairway_alone_inputs(p_booker, p_local_date, p_now) IS DISTINCT FROM p_inputs THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  -- A refusal undoes any write (to the block's savepoint) and is answered as a row: raised to the client,
  -- each would be an error in the server's log and cost the pool its connection.
  BEGIN
    -- A day opening through a release line: only the booker's live turn books it (the ticket is Done with
    -- it), checked before the write, as the booking's transaction does.
    IF p_line IS NOT NULL AND fairway_take_line_turn(p_line, p_booker, p_now) IS NULL THEN
      v_outcome := 'not_your_turn';
      RAISE EXCEPTION USING ERRCODE = 'FWB01', MESSAGE = v_outcome;
    END IF;
    SELECT w.outcome, w."bookingId" INTO v_outcome, v_id
    FROM fairway_write_booking(p_booker, NULL, p_booking_type, p_club, p_course, p_starts_at,
      p_local_date, p_capacity, p_ref, p_code, p_status, p_notes, p_extra_title, p_fulfilled,
      p_cost_unit, p_player_kinds, p_player_members, p_player_payers, p_player_juniors, p_player_costs,
      p_debit_members, p_debit_lots, p_debit_points, p_description, p_now, NULL, NULL) w;
    IF v_outcome <> 'booked' THEN
      RAISE EXCEPTION USING ERRCODE = 'FWB01', MESSAGE = v_outcome;
    END IF;
    -- The key claimed with its booking, one row written once. Used meanwhile (a request of the same
    -- member that committed while this one waited for the member's lock): replayed, the write undone.
    INSERT INTO idempotency_keys (member_id, key, request_hash, booking_id)
    VALUES (p_booker, p_key, p_hash, v_id)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      v_outcome := 'replayed';
      RAISE EXCEPTION USING ERRCODE = 'FWB01', MESSAGE = v_outcome;
    END IF;
  EXCEPTION WHEN SQLSTATE 'FWB01' THEN
    v_id := NULL;
  END;
  -- Nothing is read after the write: the trophies are worked out when the member reads them. Not the
  -- booker's turn: their place in the line (0 without a ticket), which the refusal names.
  IF v_outcome = 'not_your_turn' THEN
    RETURN QUERY SELECT v_outcome, v_id, coalesce(
      (SELECT t.position FROM line_tickets t WHERE t.line_id = p_line AND t.member_id = p_booker), 0);
    RETURN;
  END IF;
  -- The answer as the result's own variables, not a query (no executor to start).
  outcome := v_outcome;
  "bookingId" := v_id;
  "linePosition" := NULL;
  RETURN NEXT;
END
$function$;
