-- Brings fairway_take_line_turn and fairway_book to src/db/functions (scripts/function-migration.mjs):
-- fairway_book no longer reads the booker's trophy inputs after the write (the trophies are worked out when
-- the member reads them), and takes the booker's live turn of a release line (p_line), so that an admitted
-- member's booking is made alone too; its result changes with both.
DROP FUNCTION public.fairway_book(uuid, text, text, text, smallint, integer, integer, timestamp with time zone, text, smallint, text, text, text, text, text, boolean, text, text[], uuid[], uuid[], boolean[], integer[], uuid[], bigint[], integer[], text, timestamp with time zone);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.fairway_take_line_turn(p_line integer, p_member uuid, p_now timestamp with time zone)
 RETURNS bigint
 LANGUAGE sql
AS $function$
  -- The booker's live turn in a release line taken (release-lines/gate.ts takeLineTurn, and fairway_book for
  -- a member booking alone): their ticket's turn must be live at p_now; it is Done from its first booking.
  -- The ticket's id, or null when the member holds no live turn.
  UPDATE line_tickets SET done_at = coalesce(done_at, p_now)
   WHERE line_id = p_line AND member_id = p_member AND admit_at <= p_now AND admitted_until > p_now
  RETURNING id;
$function$;
--> statement-breakpoint
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
  -- Lock order as in every booking: the member, the key, the start, the lots.
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
  -- A refusal undoes the key's claim and any write (to the block's savepoint) and is answered as a row:
  -- raised to the client, each would be an error in the server's log and cost the pool its connection.
  BEGIN
    INSERT INTO idempotency_keys (member_id, key, request_hash) VALUES (p_booker, p_key, p_hash)
    ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      v_outcome := 'replayed';
    ELSE
      -- A day opening through a release line: only the booker's live turn books it (the ticket is Done with
      -- it), checked once the key is claimed, before the write, as the booking's transaction does.
      IF p_line IS NOT NULL AND fairway_take_line_turn(p_line, p_booker, p_now) IS NULL THEN
        v_outcome := 'not_your_turn';
        RAISE EXCEPTION USING ERRCODE = 'FWB01', MESSAGE = v_outcome;
      END IF;
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
  -- Nothing is read after the write: the trophies are worked out when the member reads them. Not the
  -- booker's turn: their place in the line (0 without a ticket), which the refusal names.
  RETURN QUERY SELECT v_outcome, v_id, CASE WHEN v_outcome = 'not_your_turn' THEN coalesce(
    (SELECT t.position FROM line_tickets t WHERE t.line_id = p_line AND t.member_id = p_booker), 0) END;
END
$function$;
