-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: booking_players (modules/bookings/).
CREATE OR REPLACE FUNCTION public.bookings_players_follow_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A booking's start, club or cancellation changed: its players' rows follow (booking_players.starts_at,
  -- club_id, cancelled_at).
  UPDATE booking_players SET starts_at = NEW.starts_at, club_id = NEW.club_id, cancelled_at = NEW.cancelled_at
   WHERE booking_id = NEW.id;
  RETURN NULL;
END $function$;
