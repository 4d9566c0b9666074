-- booking_players.club_id: each player's row carries its booking's club, kept by the database like its start
-- (0041), so the clubs a member has played at are a few index probes; trophies' counts stop at the highest
-- threshold the member has not earned yet.
ALTER TABLE "booking_players" ADD COLUMN "club_id" integer;--> statement-breakpoint
UPDATE "booking_players" p SET "club_id" = b."club_id" FROM "bookings" b WHERE b."id" = p."booking_id";--> statement-breakpoint
ALTER TABLE "booking_players" ALTER COLUMN "club_id" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.booking_players_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A player's row carries its booking's start and club (booking_players.starts_at, club_id), whoever
  -- inserts it.
  SELECT b.starts_at, b.club_id INTO NEW.starts_at, NEW.club_id FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $function$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bookings_players_follow_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A booking's start or club changed: its players' rows follow (booking_players.starts_at, club_id).
  UPDATE booking_players SET starts_at = NEW.starts_at, club_id = NEW.club_id WHERE booking_id = NEW.id;
  RETURN NULL;
END $function$;--> statement-breakpoint
DROP TRIGGER "bookings_players_follow_start" ON "bookings";--> statement-breakpoint
CREATE TRIGGER "bookings_players_follow_start" AFTER UPDATE OF "starts_at", "club_id" ON "bookings"
  FOR EACH ROW WHEN (OLD."starts_at" IS DISTINCT FROM NEW."starts_at" OR OLD."club_id" IS DISTINCT FROM NEW."club_id")
  EXECUTE FUNCTION bookings_players_follow_start();--> statement-breakpoint
CREATE INDEX "booking_players_member_club_idx" ON "booking_players" USING btree ("member_id","club_id");--> statement-breakpoint
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
  v_place record;
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
  -- Loops, not joins: a plan made from statistics taken while bookings was small (a new network, a busy
  -- first morning) read every booking to find the member's. Here the member's places are walked in their
  -- index, latest first, and each booking is looked up by its key.
  IF v_rounds_cap > 0 THEN
    FOR v_place IN SELECT p.booking_id FROM booking_players p WHERE p.member_id = p_member
        ORDER BY p.member_id DESC, p.starts_at DESC LOOP
      IF EXISTS (SELECT 1 FROM bookings b WHERE b.id = v_place.booking_id AND b.booking_type = 0
          AND b.cancelled_at IS NULL) THEN
        v_rounds := v_rounds + 1;
        EXIT WHEN v_rounds >= v_rounds_cap;
      END IF;
    END LOOP;
  END IF;
  -- Each club of the member's places once (booking_players.club_id), the next looked up after the last,
  -- counted when one of its bookings there is a round.
  WHILE v_clubs < v_clubs_cap LOOP
    SELECT p.club_id INTO v_club FROM booking_players p WHERE p.member_id = p_member AND p.club_id > v_club
      ORDER BY p.member_id, p.club_id LIMIT 1;
    EXIT WHEN NOT FOUND;
    FOR v_place IN SELECT p.booking_id FROM booking_players p
        WHERE p.member_id = p_member AND p.club_id = v_club LOOP
      IF EXISTS (SELECT 1 FROM bookings b WHERE b.id = v_place.booking_id AND b.booking_type = 0
          AND b.cancelled_at IS NULL) THEN
        v_clubs := v_clubs + 1;
        EXIT;
      END IF;
    END LOOP;
  END LOOP;
  RETURN json_build_object('rounds', v_rounds, 'clubs', v_clubs,
    'earned', (SELECT coalesce(json_agg(t.trophy_key), '[]'::json) FROM member_trophies t
                WHERE t.member_id = p_member));
END
$function$;
