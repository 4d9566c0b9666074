CREATE TABLE "ballot_entrants" (
	"ballot_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"entry_id" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "ballot_entrants_ballot_id_member_id_pk" PRIMARY KEY("ballot_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "ballot_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"ballot_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"players" smallint NOT NULL,
	"juniors" smallint NOT NULL,
	"preferences" text[] NOT NULL,
	"weight" smallint,
	"outcome" text,
	"time" text,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballot_standings" (
	"member_id" uuid NOT NULL,
	"club_id" integer NOT NULL,
	"consecutive_losses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ballot_standings_member_id_club_id_pk" PRIMARY KEY("member_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"id" serial PRIMARY KEY NOT NULL,
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"local_date" text NOT NULL,
	"times" text[] NOT NULL,
	"state" text DEFAULT 'Open' NOT NULL,
	"seed" text NOT NULL,
	"commitment" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"capacity" jsonb,
	"draw_order" text[],
	"drawing_since" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ballots_state" CHECK ("ballots"."state" in ('Open', 'Drawing', 'Drawn'))
);
--> statement-breakpoint
ALTER TABLE "ballot_entrants" ADD CONSTRAINT "ballot_entrants_ballot_id_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entrants" ADD CONSTRAINT "ballot_entrants_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entrants" ADD CONSTRAINT "ballot_entrants_entry_id_ballot_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ballot_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_ballot_id_ballots_id_fk" FOREIGN KEY ("ballot_id") REFERENCES "public"."ballots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_entries" ADD CONSTRAINT "ballot_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_standings" ADD CONSTRAINT "ballot_standings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballot_standings" ADD CONSTRAINT "ballot_standings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ballot_entrants_entry_idx" ON "ballot_entrants" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "ballot_entries_ballot_idx" ON "ballot_entries" USING btree ("ballot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ballots_course_date_uq" ON "ballots" USING btree ("course_id","local_date");--> statement-breakpoint
CREATE INDEX "ballots_state_draw_idx" ON "ballots" USING btree ("state","draw_at");