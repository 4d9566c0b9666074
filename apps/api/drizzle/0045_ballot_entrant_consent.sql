-- ballot_entrants.consent (issue 46 §2): a buddy who asked to be asked accepts being in a ballot entry before the
-- draw may book them; existing entrants were entered by their buddy link alone (not_asked).
ALTER TABLE "ballot_entrants" ADD COLUMN "consent" text DEFAULT 'not_asked' NOT NULL;--> statement-breakpoint
ALTER TABLE "ballot_entrants" ADD CONSTRAINT "ballot_entrants_consent" CHECK ("ballot_entrants"."consent" in ('not_asked', 'pending', 'accepted'));