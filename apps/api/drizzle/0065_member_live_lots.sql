-- A member's live lots by their own index (src/db/schema/points.ts flexi_lots_live_idx): on a table not yet
-- analysed the planner read every member's live lots through the expiry run's index to find one member's.
CREATE INDEX "flexi_lots_live_idx" ON "flexi_lots" USING btree ("member_id","expires_at") WHERE "flexi_lots"."expired_at" is null;
