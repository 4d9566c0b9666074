-- booking_players.starts_at: each player's row carries its booking's start, kept by the database, so a
-- member's bookings by time (upcoming, previous) are one index range instead of their whole history.
ALTER TABLE "booking_players" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
UPDATE "booking_players" p SET "starts_at" = b."starts_at" FROM "bookings" b WHERE b."id" = p."booking_id";--> statement-breakpoint
ALTER TABLE "booking_players" ALTER COLUMN "starts_at" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.booking_players_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A player's row carries its booking's start (booking_players.starts_at), whoever inserts it.
  SELECT b.starts_at INTO NEW.starts_at FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $function$;--> statement-breakpoint
CREATE TRIGGER "booking_players_start" BEFORE INSERT ON "booking_players"
  FOR EACH ROW EXECUTE FUNCTION booking_players_start();--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.bookings_players_follow_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A booking's start moved: its players' rows follow (booking_players.starts_at).
  UPDATE booking_players SET starts_at = NEW.starts_at WHERE booking_id = NEW.id;
  RETURN NULL;
END $function$;--> statement-breakpoint
CREATE TRIGGER "bookings_players_follow_start" AFTER UPDATE OF "starts_at" ON "bookings"
  FOR EACH ROW WHEN (OLD."starts_at" IS DISTINCT FROM NEW."starts_at")
  EXECUTE FUNCTION bookings_players_follow_start();--> statement-breakpoint
CREATE INDEX "booking_players_member_start_idx" ON "booking_players" USING btree ("member_id","starts_at","booking_id");--> statement-breakpoint
DROP INDEX "booking_players_member_idx";
