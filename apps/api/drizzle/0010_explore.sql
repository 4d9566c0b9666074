-- Explore: trigram name search and great-circle distances (PGlite loads these in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE TABLE "favourite_clubs" (
	"member_id" uuid NOT NULL,
	"club_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_clubs_member_id_club_id_pk" PRIMARY KEY("member_id","club_id")
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "town" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "tier" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "state" text DEFAULT 'Available' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "facilities" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "average_price" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "min_price" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "max_price" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "number_of_bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "date_joined" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "short_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "banner_url" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "booking_closed_to_visitors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_clubs" ADD CONSTRAINT "favourite_clubs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_clubs" ADD CONSTRAINT "favourite_clubs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_clubs_club_idx" ON "favourite_clubs" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "clubs_name_trgm_idx" ON "clubs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clubs_facilities_idx" ON "clubs" USING gin ("facilities");--> statement-breakpoint
CREATE INDEX "clubs_visible_idx" ON "clubs" USING btree ("id") WHERE "clubs"."accepts_open_play" and not "clubs"."closed_to_visitors";--> statement-breakpoint
CREATE INDEX "clubs_best_match_idx" ON "clubs" USING btree ("tier" DESC NULLS FIRST,"number_of_bookings" DESC NULLS FIRST,"name","id");--> statement-breakpoint
CREATE INDEX "clubs_name_sort_idx" ON "clubs" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "clubs_price_sort_idx" ON "clubs" USING btree ("average_price","name","id");--> statement-breakpoint
CREATE INDEX "clubs_newest_idx" ON "clubs" USING btree ("date_joined" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "clubs_earth_idx" ON "clubs" USING gist (ll_to_earth("latitude", "longitude")) WHERE "clubs"."latitude" is not null and "clubs"."longitude" is not null;--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_tier_range" CHECK ("clubs"."tier" between 1 and 3);--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_state_values" CHECK ("clubs"."state" in ('Available', 'Unavailable'));--> statement-breakpoint
ALTER TABLE "clubs" ADD CONSTRAINT "clubs_prices" CHECK ("clubs"."average_price" >= 0 and "clubs"."min_price" >= 0 and "clubs"."max_price" >= "clubs"."min_price");