CREATE TABLE "staff_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" uuid NOT NULL,
	"on_behalf_of" uuid,
	"club_id" integer,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "no_show_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "staff_club_id" integer;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_on_behalf_of_members_id_fk" FOREIGN KEY ("on_behalf_of") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_club_idx" ON "staff_audit" USING btree ("club_id","at");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_staff_club_id_clubs_id_fk" FOREIGN KEY ("staff_club_id") REFERENCES "public"."clubs"("id") ON DELETE no action ON UPDATE no action;