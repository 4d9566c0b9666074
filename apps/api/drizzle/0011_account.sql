CREATE TABLE "account_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "town" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "handicap" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "other_phone" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_member_idx" ON "account_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "recovery_codes_member_idx" ON "recovery_codes" USING btree ("member_id");