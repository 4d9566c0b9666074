-- Owner: modules/bookings/ (src/db/schema/owners.cjs).
-- Writes: no table.
CREATE OR REPLACE FUNCTION public.bookings_bump_sequence()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF (NEW."starts_at", NEW."course_id", NEW."club_id", NEW."cancelled_at", NEW."confirmation_status",
      NEW."number_of_people", NEW."of_which_juniors", NEW."notes", NEW."details", NEW."extra_title",
      NEW."booking_ref")
     IS DISTINCT FROM
     (OLD."starts_at", OLD."course_id", OLD."club_id", OLD."cancelled_at", OLD."confirmation_status",
      OLD."number_of_people", OLD."of_which_juniors", OLD."notes", OLD."details", OLD."extra_title",
      OLD."booking_ref") THEN
    NEW."sequence" := OLD."sequence" + 1;
    NEW."updated_at" := now();
  END IF;
  RETURN NEW;
END $function$;
