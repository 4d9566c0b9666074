-- A booking writes one index led by its booker, not two (issue 45 §3): why in src/db/schema/bookings.ts.
DROP INDEX "bookings_booker_idx";