-- Bookings and occupancy rows keep no foreign key to their club and course (issue 45 §3): why, and the
-- guarantee that stands instead, in src/db/schema/bookings.ts.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_club_id_clubs_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_course_id_courses_id_fk";
--> statement-breakpoint
ALTER TABLE "slot_occupancy" DROP CONSTRAINT "slot_occupancy_course_id_courses_id_fk";
