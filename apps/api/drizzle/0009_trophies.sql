CREATE TABLE "member_trophies" (
	"member_id" uuid NOT NULL,
	"trophy_key" text NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_trophies_member_id_trophy_key_pk" PRIMARY KEY("member_id","trophy_key")
);
--> statement-breakpoint
CREATE TABLE "trophy_definitions" (
	"key" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"metric" text NOT NULL,
	"threshold" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trophy_definitions_metric" CHECK ("trophy_definitions"."metric" in ('rounds', 'clubs')),
	CONSTRAINT "trophy_definitions_threshold" CHECK ("trophy_definitions"."threshold" >= 1)
);
--> statement-breakpoint
ALTER TABLE "member_trophies" ADD CONSTRAINT "member_trophies_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_trophies" ADD CONSTRAINT "member_trophies_trophy_key_trophy_definitions_key_fk" FOREIGN KEY ("trophy_key") REFERENCES "public"."trophy_definitions"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "trophy_definitions" ("key", "title", "description", "metric", "threshold", "sort_order") VALUES
  ('first-round', 'First round', 'Booked your first round.', 'rounds', 1, 1),
  ('rounds-5', '5 rounds', 'Booked 5 rounds.', 'rounds', 5, 2),
  ('rounds-10', '10 rounds', 'Booked 10 rounds.', 'rounds', 10, 3),
  ('rounds-25', '25 rounds', 'Booked 25 rounds.', 'rounds', 25, 4),
  ('clubs-3', '3 clubs visited', 'Played at 3 different clubs.', 'clubs', 3, 5),
  ('clubs-5', '5 clubs visited', 'Played at 5 different clubs.', 'clubs', 5, 6);
