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
BEGIN
  -- What an award needs besides the rules (trophies/repository.ts): the member's rounds (golf bookings
  -- not cancelled that they play in), the distinct clubs of those, and the keys they have earned already.
  -- Read after a booking commits, or by fairway_book inside its own statement, after its write.
  -- Each count stops at the highest threshold of its metric the member has not earned yet (0 when none
  -- is left): an award only asks whether a count reached a threshold, and progress is shown capped at
  -- it. So a member's hundredth round or thousandth costs what their tenth did.
  SELECT coalesce(max(d.threshold) FILTER (WHERE d.metric = 'rounds'), 0),
         coalesce(max(d.threshold) FILTER (WHERE d.metric = 'clubs'), 0)
    INTO v_rounds_cap, v_clubs_cap
    FROM trophy_definitions d
   WHERE NOT EXISTS (SELECT 1 FROM member_trophies t WHERE t.member_id = p_member AND t.trophy_key = d.key);
  RETURN json_build_object(
    -- The member's places, most recent first, each booking by its key, until the cap.
    'rounds', (SELECT count(*) FROM (
      SELECT 1 FROM booking_players p
      WHERE p.member_id = p_member AND EXISTS (
        SELECT 1 FROM bookings b WHERE b.id = p.booking_id AND b.booking_type = 0 AND b.cancelled_at IS NULL)
      ORDER BY p.member_id DESC, p.starts_at DESC LIMIT v_rounds_cap) r),
    -- Each club in the member's places once (booking_players.club_id), the next club looked up after
    -- the last, until the cap: a few index probes, whatever the number of rounds.
    'clubs', (WITH RECURSIVE c(club_id, n) AS (
        SELECT (SELECT p.club_id FROM booking_players p
                WHERE p.member_id = p_member AND EXISTS (
                  SELECT 1 FROM bookings b WHERE b.id = p.booking_id AND b.booking_type = 0
                    AND b.cancelled_at IS NULL)
                ORDER BY p.club_id LIMIT 1), 1
        WHERE v_clubs_cap > 0
        UNION ALL
        SELECT (SELECT p.club_id FROM booking_players p
                WHERE p.member_id = p_member AND p.club_id > c.club_id AND EXISTS (
                  SELECT 1 FROM bookings b WHERE b.id = p.booking_id AND b.booking_type = 0
                    AND b.cancelled_at IS NULL)
                ORDER BY p.club_id LIMIT 1), c.n + 1
        FROM c WHERE c.club_id IS NOT NULL AND c.n < v_clubs_cap)
      SELECT count(*) FROM c WHERE c.club_id IS NOT NULL),
    'earned', (SELECT coalesce(json_agg(t.trophy_key), '[]'::json) FROM member_trophies t
                WHERE t.member_id = p_member));
END
$function$;
