CREATE TABLE "clubs" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"customer_service_email" text NOT NULL,
	"content" jsonb NOT NULL,
	"booking_window_days" smallint DEFAULT 30 NOT NULL,
	"cancellation_cutoff_hours" integer DEFAULT 336 NOT NULL,
	"manual_confirmation" boolean DEFAULT false NOT NULL,
	"accepts_open_play" boolean DEFAULT true NOT NULL,
	"closed_to_visitors" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"forename" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text NOT NULL,
	"home_club_id" integer NOT NULL,
	"membership_type" smallint DEFAULT 0 NOT NULL,
	"completed_first_payment" boolean DEFAULT false NOT NULL,
	"membership_expires" timestamp with time zone,
	"is_corporate" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"banner_url" text,
	"thumb_url" text,
	"auto_renew" boolean DEFAULT false NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_in_arrears" boolean DEFAULT false NOT NULL,
	"flexi_points_allowed" boolean DEFAULT true NOT NULL,
	"package_name" text,
	"players_per_day" smallint DEFAULT 8 NOT NULL,
	"bookings_per_day" smallint DEFAULT 3 NOT NULL,
	"home_points" integer DEFAULT 0 NOT NULL,
	"referral_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_home_points_non_negative" CHECK ("members"."home_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"impersonator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flexi_lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"purchased_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"original" integer NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "flexi_lots_remaining_range" CHECK ("flexi_lots"."remaining" >= 0 and "flexi_lots"."remaining" <= "flexi_lots"."original")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"type" text NOT NULL,
	"home_delta" integer DEFAULT 0 NOT NULL,
	"flexi_delta" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_home_club_id_clubs_id_fk" FOREIGN KEY ("home_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_members_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flexi_lots" ADD CONSTRAINT "flexi_lots_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_unique" ON "members" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "flexi_lots_member_idx" ON "flexi_lots" USING btree ("member_id","expires_at");--> statement-breakpoint
CREATE INDEX "points_ledger_member_idx" ON "points_ledger" USING btree ("member_id","id");