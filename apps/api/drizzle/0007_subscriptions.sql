CREATE TABLE "saved_payment_methods" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"reference" text NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'basket' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_payment_methods" ADD CONSTRAINT "saved_payment_methods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('basket', 'renewal', 'arrears'));