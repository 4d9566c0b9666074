-- A tee time is one whole-minute instant. Before this migration a booking at `10:00:00.001Z` passed the
-- schedule check (local minutes drop seconds) yet made its own slot_occupancy row, so one four-place slot
-- could take twelve players. Existing rows are moved onto the minute they were booked as, occupancy rows
-- of one minute are merged, and the CHECKs below make another such row impossible on every write path.
--
-- Slots the bug overbooked keep their bookings (members were charged and confirmed; staff resolve them):
-- their occupancy row gets capacity = places taken, and the booking function checks against the lesser
-- of that and the schedule's capacity, so nobody else books them until they are back under it.
UPDATE bookings SET starts_at = date_trunc('minute', starts_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
WHERE date_trunc('minute', starts_at AT TIME ZONE 'UTC') <> starts_at AT TIME ZONE 'UTC';
--> statement-breakpoint
WITH moved AS (
  DELETE FROM slot_occupancy
  WHERE date_trunc('minute', starts_at AT TIME ZONE 'UTC') <> starts_at AT TIME ZONE 'UTC'
  RETURNING course_id, date_trunc('minute', starts_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS starts_at,
    capacity, places_taken
), merged AS (
  SELECT course_id, starts_at, min(capacity) AS capacity, sum(places_taken)::integer AS places_taken
  FROM moved GROUP BY course_id, starts_at
)
INSERT INTO slot_occupancy AS o (course_id, starts_at, capacity, places_taken)
SELECT course_id, starts_at, greatest(capacity, places_taken), places_taken FROM merged
ON CONFLICT (course_id, starts_at) DO UPDATE
SET places_taken = o.places_taken + excluded.places_taken,
    capacity = greatest(o.capacity, o.places_taken + excluded.places_taken);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_starts_whole_minute" CHECK (date_trunc('minute', "bookings"."starts_at" at time zone 'UTC') = ("bookings"."starts_at" at time zone 'UTC'));--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_starts_whole_minute" CHECK (date_trunc('minute', "slot_occupancy"."starts_at" at time zone 'UTC') = ("slot_occupancy"."starts_at" at time zone 'UTC'));