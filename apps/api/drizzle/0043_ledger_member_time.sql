DROP INDEX "points_ledger_member_idx";--> statement-breakpoint
CREATE INDEX "points_ledger_member_time_idx" ON "points_ledger" USING btree ("member_id","created_at","id");