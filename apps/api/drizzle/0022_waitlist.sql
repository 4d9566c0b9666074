CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"players" smallint NOT NULL,
	"juniors" smallint NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_party" CHECK ("waitlist_entries"."players" >= 1 and "waitlist_entries"."juniors" between 0 and "waitlist_entries"."players")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"places" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "waitlist_offers_places" CHECK ("waitlist_offers"."places" >= 1)
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_member_slot_active" ON "waitlist_entries" USING btree ("member_id","course_id","starts_at") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_slot_active" ON "waitlist_entries" USING btree ("course_id","starts_at","created_at","id") WHERE "waitlist_entries"."state" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_offers_slot_open" ON "waitlist_offers" USING btree ("course_id","starts_at") WHERE "waitlist_offers"."state" = 'open';--> statement-breakpoint
CREATE INDEX "waitlist_offers_expiry_open" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_entry_open" ON "waitlist_offers" USING btree ("entry_id") WHERE "waitlist_offers"."state" = 'open';