-- Owner: modules/trophies/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.fairway_trophy_inputs(p_member uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE
AS $function$
DECLARE
  v_rounds_cap integer;
  v_clubs_cap integer;
  v_rounds integer := 0;
  v_clubs integer := 0;
  v_club integer := -1;
BEGIN
  -- What an award needs besides the rules (trophies/repository.ts): the member's rounds (golf bookings
  -- not cancelled that they play in), the distinct clubs of those, and the keys they have earned already.
  -- Read after a booking commits, or by fairway_book inside its own statement, after its write.
  -- Each count stops at the highest threshold of its metric the member has not earned yet (0 when none
  -- is left): an award only asks whether a count reached a threshold, and progress is shown capped at
  -- it. So a member's thousandth round costs what their tenth did.
  SELECT coalesce(max(d.threshold) FILTER (WHERE d.metric = 'rounds'), 0),
         coalesce(max(d.threshold) FILTER (WHERE d.metric = 'clubs'), 0)
    INTO v_rounds_cap, v_clubs_cap
    FROM trophy_definitions d
   WHERE NOT EXISTS (SELECT 1 FROM member_trophies t WHERE t.member_id = p_member AND t.trophy_key = d.key);
  -- A booking is a round when it is golf and not cancelled: asked of each place by its booking's key in a
  -- scalar subquery, which PostgreSQL never turns into a join (a join planned from statistics taken while
  -- bookings was small, a new network or a busy first morning, read every booking to find the member's).
  -- Rounds: the member's places latest first, in their index's order, as many as the cap (a loop over the
  -- same query was planned for all of its rows: every place read and sorted before the first was tried).
  IF v_rounds_cap > 0 THEN
    SELECT count(*) INTO v_rounds FROM (
      SELECT 1 FROM booking_players p
       WHERE p.member_id = p_member AND p.cancelled_at IS NULL
         AND (SELECT b.booking_type = 0 AND b.cancelled_at IS NULL FROM bookings b WHERE b.id = p.booking_id)
       ORDER BY p.member_id DESC, p.starts_at DESC
       LIMIT v_rounds_cap) r;
  END IF;
  -- Clubs: each club of the member's places not cancelled once (booking_players_member_club_live_idx), the
  -- next looked up after the last, counted when one of its places there is a round.
  WHILE v_clubs < v_clubs_cap LOOP
    SELECT p.club_id INTO v_club FROM booking_players p WHERE p.member_id = p_member AND p.club_id > v_club
        AND p.cancelled_at IS NULL
      ORDER BY p.member_id, p.club_id LIMIT 1;
    EXIT WHEN NOT FOUND;
    IF EXISTS (SELECT 1 FROM booking_players p
        WHERE p.member_id = p_member AND p.club_id = v_club AND p.cancelled_at IS NULL
          AND (SELECT b.booking_type = 0 AND b.cancelled_at IS NULL FROM bookings b WHERE b.id = p.booking_id)) THEN
      v_clubs := v_clubs + 1;
    END IF;
  END LOOP;
  RETURN json_build_object('rounds', v_rounds, 'clubs', v_clubs,
    'earned', (SELECT coalesce(json_agg(t.trophy_key), '[]'::json) FROM member_trophies t
                WHERE t.member_id = p_member));
END
$function$;
