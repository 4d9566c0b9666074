CREATE TABLE "receipt_outbox" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now(),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receipt_outbox" ADD CONSTRAINT "receipt_outbox_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipt_outbox_due_idx" ON "receipt_outbox" USING btree ("due_at") WHERE "receipt_outbox"."due_at" is not null;