import { benchBookings } from './bookings';
import { postgresReachable } from './harness';

/** `tsx bench/bookings-only.ts`: just the booking benches (run.ts runs them after the others). */
await benchBookings('pglite');
if (await postgresReachable()) await benchBookings('postgres');
