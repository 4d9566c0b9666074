CREATE TABLE "buddy_links" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buddy_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"requester_id" uuid NOT NULL,
	"addressee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "buddy_links_not_self" CHECK ("buddy_links"."requester_id" <> "buddy_links"."addressee_id"),
	CONSTRAINT "buddy_links_status" CHECK ("buddy_links"."status" in ('pending', 'accepted'))
);
--> statement-breakpoint
CREATE TABLE "member_handles" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"share_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buddy_links" ADD CONSTRAINT "buddy_links_requester_id_members_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buddy_links" ADD CONSTRAINT "buddy_links_addressee_id_members_id_fk" FOREIGN KEY ("addressee_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_handles" ADD CONSTRAINT "member_handles_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buddy_links_pair_unique" ON "buddy_links" USING btree (least("requester_id", "addressee_id"),greatest("requester_id", "addressee_id"));--> statement-breakpoint
CREATE INDEX "buddy_links_addressee_idx" ON "buddy_links" USING btree ("addressee_id","status");--> statement-breakpoint
CREATE INDEX "buddy_links_requester_idx" ON "buddy_links" USING btree ("requester_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "member_handles_public_id_unique" ON "member_handles" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_handles_share_code_unique" ON "member_handles" USING btree ("share_code");