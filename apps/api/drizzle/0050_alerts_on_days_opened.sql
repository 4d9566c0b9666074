CREATE TABLE "tee_time_alert_clock" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"released_through" timestamp with time zone NOT NULL,
	CONSTRAINT "tee_time_alert_clock_one" CHECK ("tee_time_alert_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "tee_time_day_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"local_date" text,
	"day_of_week" smallint,
	"reason" text NOT NULL,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tee_time_day_openings" ADD CONSTRAINT "tee_time_day_openings_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tee_time_day_openings_due_idx" ON "tee_time_day_openings" USING btree ("not_before","id");--> statement-breakpoint
CREATE INDEX "tee_time_alerts_date_idx" ON "tee_time_alerts" USING btree ("local_date");--> statement-breakpoint
-- Staff changed what a course offers (its tee sheet or its prices, of one season's weekday): every date of
-- that weekday in the course's window may have starts its alerts' parties can now book. Written only
-- while some alert is saved (seeding and imports of schedules cost nothing).
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
--> statement-breakpoint
CREATE TRIGGER "tee_time_day_opening_schedule" AFTER INSERT OR UPDATE ON "course_schedules"
  FOR EACH ROW EXECUTE FUNCTION tee_time_day_opening_course();--> statement-breakpoint
CREATE TRIGGER "tee_time_day_opening_prices" AFTER INSERT OR UPDATE ON "course_prices"
  FOR EACH ROW EXECUTE FUNCTION tee_time_day_opening_course();--> statement-breakpoint
-- Staff changed a club's booking rules (its window, who may book, its ballots or releases): every date of
-- each golf course's window may have opened.
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
--> statement-breakpoint
CREATE TRIGGER "tee_time_day_opening_club" AFTER UPDATE ON "clubs"
  FOR EACH ROW WHEN (
    OLD.booking_window_days IS DISTINCT FROM NEW.booking_window_days
    OR OLD.accepts_open_play IS DISTINCT FROM NEW.accepts_open_play
    OR OLD.closed_to_visitors IS DISTINCT FROM NEW.closed_to_visitors
    OR OLD.booking_closed_to_visitors IS DISTINCT FROM NEW.booking_closed_to_visitors
    OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.content -> 'ballots' IS DISTINCT FROM NEW.content -> 'ballots'
    OR OLD.content -> 'release' IS DISTINCT FROM NEW.content -> 'release')
  EXECUTE FUNCTION tee_time_day_opening_club();--> statement-breakpoint
-- A ballot drawn: the starts its window held are bookable (the places its winners left).
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
--> statement-breakpoint
CREATE TRIGGER "tee_time_day_opening_drawn" AFTER UPDATE OF "state" ON "ballots"
  FOR EACH ROW WHEN (NEW.state = 'Drawn' AND OLD.state IS DISTINCT FROM 'Drawn')
  EXECUTE FUNCTION tee_time_day_opening_drawn();
