-- Owner: modules/release-lines/ (src/db/schema/owners.cjs).
-- Writes: line_tickets (modules/release-lines/).
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
