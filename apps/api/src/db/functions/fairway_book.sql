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
