-- The release line (ARCHITECTURE "The release line", issue 45): a line per course-day a club release applies to,
-- and one ticket per member; positions and turns are written once, when a ticket is placed.
CREATE TABLE "line_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"joined_before_open" boolean NOT NULL,
	"position" integer,
	"admit_at" timestamp with time zone,
	"admitted_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"turn_told_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"gathers_at" timestamp with time zone NOT NULL,
	"admit_per_minute" integer NOT NULL,
	"turn_minutes" integer NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opened_at" timestamp with time zone,
	"positions" integer DEFAULT 0 NOT NULL,
	"last_admit_at" timestamp with time zone,
	"open_told_at" timestamp with time zone,
	"places_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_tickets" ADD CONSTRAINT "line_tickets_line_id_release_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."release_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_tickets" ADD CONSTRAINT "line_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_lines" ADD CONSTRAINT "release_lines_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_lines" ADD CONSTRAINT "release_lines_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "line_tickets_member_uq" ON "line_tickets" USING btree ("line_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "line_tickets_position_uq" ON "line_tickets" USING btree ("line_id","position");--> statement-breakpoint
CREATE INDEX "line_tickets_open_idx" ON "line_tickets" USING btree ("line_id","admitted_until") WHERE "line_tickets"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "release_lines_course_date_uq" ON "release_lines" USING btree ("course_id","local_date");--> statement-breakpoint
CREATE INDEX "release_lines_opens_idx" ON "release_lines" USING btree ("opens_at");