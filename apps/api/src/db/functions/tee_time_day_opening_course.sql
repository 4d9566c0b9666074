-- Owner: modules/tee-time-alerts/ (src/db/schema/owners.cjs).
-- Writes: tee_time_day_openings (modules/tee-time-alerts/).
CREATE OR REPLACE FUNCTION public.tee_time_day_opening_course()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF EXISTS (SELECT 1 FROM tee_time_alerts) THEN
    INSERT INTO tee_time_day_openings (course_id, day_of_week, reason)
    VALUES (NEW.course_id, NEW.day_of_week, 'changed');
  END IF;
  RETURN NULL;
END $function$;
