CREATE TABLE "party_hold_buddies" (
	"hold_id" integer NOT NULL,
	"member_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"paid_by" text NOT NULL,
	"answer" text NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "party_hold_buddies_hold_id_member_id_pk" PRIMARY KEY("hold_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "party_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booker_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"club_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"places" smallint NOT NULL,
	"request" jsonb NOT NULL,
	"cost" integer NOT NULL,
	"cost_unit" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"failure_code" text,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "party_holds_places" CHECK ("party_holds"."places" >= 1)
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "ask_before_booking_me_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "party_hold_buddies" ADD CONSTRAINT "party_hold_buddies_hold_id_party_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."party_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_hold_buddies" ADD CONSTRAINT "party_hold_buddies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_holds" ADD CONSTRAINT "party_holds_booker_id_members_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_holds" ADD CONSTRAINT "party_holds_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_holds" ADD CONSTRAINT "party_holds_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_holds" ADD CONSTRAINT "party_holds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "party_hold_buddies_member" ON "party_hold_buddies" USING btree ("member_id","answer");--> statement-breakpoint
CREATE UNIQUE INDEX "party_holds_booker_key" ON "party_holds" USING btree ("booker_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "party_holds_slot_open" ON "party_holds" USING btree ("course_id","starts_at") WHERE "party_holds"."state" = 'open';--> statement-breakpoint
CREATE INDEX "party_holds_expiry_open" ON "party_holds" USING btree ("expires_at") WHERE "party_holds"."state" = 'open';