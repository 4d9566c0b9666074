-- Explore at 100,000 clubs (issue 24 §4). The facilities a club lists, as bits in FACILITY_NAMES' order
-- (DrivingRange 1, PuttingGreen 2, Bar 4, BarFood 8, CoffeeShop 16, Restaurant 32, Gym 64, Pool 128, FreeWiFi 256;
-- modules/explore/search-sql.ts sets the same bits): a facilities filter tests one integer per club instead of
-- an array containment, and the filter count looks up the bit patterns that hold every asked facility in an index.
-- A new facility needs its bit here and there.
ALTER TABLE "clubs" ADD COLUMN "facility_bits" integer GENERATED ALWAYS AS (
  ('DrivingRange' = ANY ("facilities"))::integer
  | (('PuttingGreen' = ANY ("facilities"))::integer << 1)
  | (('Bar' = ANY ("facilities"))::integer << 2)
  | (('BarFood' = ANY ("facilities"))::integer << 3)
  | (('CoffeeShop' = ANY ("facilities"))::integer << 4)
  | (('Restaurant' = ANY ("facilities"))::integer << 5)
  | (('Gym' = ANY ("facilities"))::integer << 6)
  | (('Pool' = ANY ("facilities"))::integer << 7)
  | (('FreeWiFi' = ANY ("facilities"))::integer << 8)
) STORED;--> statement-breakpoint
-- The filter count's covering index carries the bits instead of the array.
DROP INDEX "clubs_visible_filter_idx";--> statement-breakpoint
CREATE INDEX "clubs_visible_filter_idx" ON "clubs" USING btree ("tier", "average_price") INCLUDE ("min_price", "max_price", "facility_bits") WHERE "accepts_open_play" AND NOT "closed_to_visitors";--> statement-breakpoint
-- A facilities filter's count reads only the clubs that match: one range per bit pattern holding the facilities.
CREATE INDEX "clubs_visible_facilities_idx" ON "clubs" USING btree ("facility_bits", "tier", "average_price") INCLUDE ("min_price", "max_price") WHERE "accepts_open_play" AND NOT "closed_to_visitors";
