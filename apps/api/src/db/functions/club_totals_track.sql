-- Owner: modules/explore/ (src/db/schema/owners.cjs).
-- Writes: club_totals (modules/explore/).
CREATE OR REPLACE FUNCTION public.club_totals_track()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  delta integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "club_totals" SET "visible" = 0;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_clubs WHERE "accepts_open_play" AND NOT "closed_to_visitors";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_clubs WHERE "accepts_open_play" AND NOT "closed_to_visitors";
  END IF;
  -- Most updates (content, prices) leave the total alone and so never touch (nor lock) the totals row.
  IF delta <> 0 THEN
    UPDATE "club_totals" SET "visible" = "visible" + delta;
  END IF;
  RETURN NULL;
END $function$;
