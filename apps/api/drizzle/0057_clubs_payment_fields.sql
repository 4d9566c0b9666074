-- The two content fields a payment decides on, kept beside the club's document (issue 45 §3): why in
-- src/db/schema/clubs.ts.
ALTER TABLE "clubs" ADD COLUMN "joiner_fee" jsonb GENERATED ALWAYS AS (content -> 'joinerFee') STORED;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "disable_checkout" jsonb GENERATED ALWAYS AS (content -> 'disableCheckout') STORED;