-- Brings fairway_trophy_inputs to src/db/functions (scripts/function-migration.mjs).
CREATE OR REPLACE FUNCTION public.fairway_trophy_inputs(p_member uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
BEGIN
  -- What an award needs besides the rules (trophies/repository.ts): the member's rounds (golf bookings
  -- not cancelled that they play in), the distinct clubs of those, and the keys they have earned already.
  -- Read after a booking commits, or by fairway_book inside its own statement, after its write.
  -- PL/pgSQL so that the query is planned once per connection. The member's places first, then each
  -- booking by its key (the lateral's OFFSET 0 keeps that order): a plan from statistics taken while
  -- bookings was small (a new network, a busy first morning) read every booking instead, 8 ms a call.
  RETURN (
    SELECT json_build_object(
      'rounds', count(DISTINCT b.id),
      'clubs', count(DISTINCT b.club_id),
      'earned', (SELECT coalesce(json_agg(t.trophy_key), '[]'::json) FROM member_trophies t
                  WHERE t.member_id = p_member))
    FROM booking_players p
    CROSS JOIN LATERAL (
      SELECT b.id, b.club_id FROM bookings b
      WHERE b.id = p.booking_id AND b.booking_type = 0 AND b.cancelled_at IS NULL
      OFFSET 0) b
    WHERE p.member_id = p_member);
END
$function$;
