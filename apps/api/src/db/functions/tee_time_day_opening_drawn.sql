-- Owner: modules/tee-time-alerts/ (src/db/schema/owners.cjs).
-- Writes: tee_time_day_openings (modules/tee-time-alerts/).
CREATE OR REPLACE FUNCTION public.tee_time_day_opening_drawn()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT 1 FROM tee_time_alerts) THEN
    INSERT INTO tee_time_day_openings (course_id, local_date, reason)
    VALUES (NEW.course_id, NEW.local_date, 'drawn');
  END IF;
  RETURN NULL;
END $function$;
