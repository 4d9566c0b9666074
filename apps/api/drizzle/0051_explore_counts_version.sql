ALTER TABLE "club_totals" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- club_totals_track also counts versions (src/db/functions/club_totals_track.sql).
CREATE OR REPLACE FUNCTION public.club_totals_track()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  delta integer := 0;
  changed boolean := TG_OP <> 'UPDATE';
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE "club_totals" SET "visible" = 0, "version" = "version" + 1;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_clubs WHERE "accepts_open_play" AND NOT "closed_to_visitors";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT delta - count(*) INTO delta FROM old_clubs WHERE "accepts_open_play" AND NOT "closed_to_visitors";
  END IF;
  IF TG_OP = 'UPDATE' THEN
    -- Whether a club changed what one of explore's filters reads (its counts are kept by this version).
    SELECT EXISTS (
      SELECT 1 FROM old_clubs o JOIN new_clubs n ON n."id" = o."id"
      WHERE (o."name", o."latitude", o."longitude", o."accepts_open_play", o."closed_to_visitors",
          o."average_price", o."min_price", o."max_price", o."facility_bits", o."tier")
        IS DISTINCT FROM (n."name", n."latitude", n."longitude", n."accepts_open_play", n."closed_to_visitors",
          n."average_price", n."min_price", n."max_price", n."facility_bits", n."tier")
    ) INTO changed;
  END IF;
  -- Most updates (content) change nothing a filter reads and so never touch (nor lock) the totals row.
  IF delta <> 0 OR changed THEN
    UPDATE "club_totals" SET "visible" = "visible" + delta, "version" = "version" + 1;
  END IF;
  RETURN NULL;
END $function$;
