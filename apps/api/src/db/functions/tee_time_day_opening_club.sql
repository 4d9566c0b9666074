-- Owner: modules/tee-time-alerts/ (src/db/schema/owners.cjs).
-- Writes: tee_time_day_openings (modules/tee-time-alerts/).
CREATE OR REPLACE FUNCTION public.tee_time_day_opening_club()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT 1 FROM tee_time_alerts) THEN
    INSERT INTO tee_time_day_openings (course_id, reason)
    SELECT co.id, 'changed' FROM courses co WHERE co.club_id = NEW.id AND co.facility_type = 0;
  END IF;
  RETURN NULL;
END $function$;
