-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.booking_players_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A player's row carries its booking's start, club and cancellation (booking_players.starts_at, club_id,
  -- cancelled_at), whoever inserts it.
  SELECT b.starts_at, b.club_id, b.cancelled_at INTO NEW.starts_at, NEW.club_id, NEW.cancelled_at
    FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $function$;
