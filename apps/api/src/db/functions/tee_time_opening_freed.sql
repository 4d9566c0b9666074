-- Owner: modules/tee-time-alerts/ (src/db/schema/owners.cjs).
-- Writes: tee_time_openings (modules/tee-time-alerts/).
CREATE OR REPLACE FUNCTION public.tee_time_opening_freed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- Places at a start were freed (slot_occupancy.places_taken went down) or a hold on them ended (a waitlist
  -- offer or party hold left 'open'): the alerts job looks for alerts that start now matches, after commit.
  INSERT INTO tee_time_openings (course_id, starts_at) VALUES (NEW.course_id, NEW.starts_at);
  RETURN NULL;
END $function$;
