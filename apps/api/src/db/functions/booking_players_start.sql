CREATE OR REPLACE FUNCTION public.booking_players_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- A player's row carries its booking's start (booking_players.starts_at), whoever inserts it.
  SELECT b.starts_at INTO NEW.starts_at FROM bookings b WHERE b.id = NEW.booking_id;
  RETURN NEW;
END $function$;
