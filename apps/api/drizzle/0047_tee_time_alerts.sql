CREATE TABLE "tee_time_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	"players" smallint NOT NULL,
	"juniors" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"max_cost" integer,
	"last_notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tee_time_alerts_window" CHECK ("tee_time_alerts"."from_minute" <= "tee_time_alerts"."to_minute")
);
--> statement-breakpoint
CREATE TABLE "tee_time_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tee_time_alerts" ADD CONSTRAINT "tee_time_alerts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_openings" ADD CONSTRAINT "tee_time_openings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tee_time_alerts_member_idx" ON "tee_time_alerts" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "tee_time_openings_created_idx" ON "tee_time_openings" USING btree ("created_at","id");--> statement-breakpoint
-- The alert's search area on its date as one box (x = longitude + 360 × days since 2000-01-01, y = latitude),
-- written by the API: one GiST lookup finds the alerts of a date whose area covers a club.
ALTER TABLE "tee_time_alerts" ADD COLUMN "place" box NOT NULL;--> statement-breakpoint
CREATE INDEX "tee_time_alerts_place_idx" ON "tee_time_alerts" USING gist ("place");--> statement-breakpoint
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
--> statement-breakpoint
CREATE TRIGGER "tee_time_opening_slot" AFTER UPDATE OF "places_taken" ON "slot_occupancy"
  FOR EACH ROW WHEN (NEW.places_taken < OLD.places_taken) EXECUTE FUNCTION tee_time_opening_freed();--> statement-breakpoint
CREATE TRIGGER "tee_time_opening_offer" AFTER UPDATE OF "state" ON "waitlist_offers"
  FOR EACH ROW WHEN (OLD.state = 'open' AND NEW.state <> 'open') EXECUTE FUNCTION tee_time_opening_freed();--> statement-breakpoint
CREATE TRIGGER "tee_time_opening_hold" AFTER UPDATE OF "state" ON "party_holds"
  FOR EACH ROW WHEN (OLD.state = 'open' AND NEW.state <> 'open') EXECUTE FUNCTION tee_time_opening_freed();
