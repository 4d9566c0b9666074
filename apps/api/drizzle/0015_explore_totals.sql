CREATE TABLE "club_totals" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"visible" integer NOT NULL,
	CONSTRAINT "club_totals_one_row" CHECK ("club_totals"."one")
);
--> statement-breakpoint
DROP INDEX "clubs_earth_idx";--> statement-breakpoint
-- Explore's total of clubs open to visitors, kept by the statement triggers below instead of counted per search.
INSERT INTO "club_totals" ("visible") SELECT count(*) FROM "clubs" WHERE "accepts_open_play" AND NOT "closed_to_visitors";--> statement-breakpoint
CREATE FUNCTION "club_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;--> statement-breakpoint
CREATE TRIGGER "club_totals_insert" AFTER INSERT ON "clubs" REFERENCING NEW TABLE AS new_clubs
  FOR EACH STATEMENT EXECUTE FUNCTION "club_totals_track"();--> statement-breakpoint
CREATE TRIGGER "club_totals_update" AFTER UPDATE ON "clubs" REFERENCING OLD TABLE AS old_clubs NEW TABLE AS new_clubs
  FOR EACH STATEMENT EXECUTE FUNCTION "club_totals_track"();--> statement-breakpoint
CREATE TRIGGER "club_totals_delete" AFTER DELETE ON "clubs" REFERENCING OLD TABLE AS old_clubs
  FOR EACH STATEMENT EXECUTE FUNCTION "club_totals_track"();--> statement-breakpoint
CREATE TRIGGER "club_totals_truncate" AFTER TRUNCATE ON "clubs"
  FOR EACH STATEMENT EXECUTE FUNCTION "club_totals_track"();--> statement-breakpoint
-- Partial indexes of clubs open to visitors (INCLUDE is beyond the schema builder) so explore's counts read the
-- index only: within a distance, and by tier, average price, price range and facilities.
-- The club's point is stored (as earthdistance computes it) so scans need not compute it, nor the domain checks
-- of earth, per row; a GiST index on a column, unlike one on ll_to_earth(…), returns it in index-only scans.
ALTER TABLE "clubs" ADD COLUMN "earth" cube GENERATED ALWAYS AS (ll_to_earth("latitude", "longitude")::cube) STORED;--> statement-breakpoint
CREATE INDEX "clubs_earth_point_idx" ON "clubs" USING gist ("earth");--> statement-breakpoint
CREATE INDEX "clubs_visible_earth_idx" ON "clubs" USING gist ("earth") WHERE "earth" IS NOT NULL AND "accepts_open_play" AND NOT "closed_to_visitors";--> statement-breakpoint
CREATE INDEX "clubs_visible_filter_idx" ON "clubs" USING btree ("tier", "average_price") INCLUDE ("min_price", "max_price", "facilities") WHERE "accepts_open_play" AND NOT "closed_to_visitors";
--> statement-breakpoint
-- The clubs whose name holds the search text by word similarity (`<%`), always through clubs_name_trgm_idx:
-- in a small network the planner would rather test every name, which costs more than it thinks.
CREATE FUNCTION "explore_name_matches"(search text) RETURNS SETOF integer LANGUAGE sql STABLE ROWS 20
  SET enable_seqscan = off AS $$ SELECT "id" FROM "clubs" WHERE search <% lower("name") $$;
