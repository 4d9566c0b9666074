import { z } from 'zod';
import { ZBooking } from './bookings';
import { boundedString, idParam } from './primitives';

/** A member's request that the club cancel a booking inside its cut-off. */
export const ZCancellationRequest = z.object({
  Id: z.number().int(),
  BookingId: z.number().int(),
  MemberGuid: z.string(),
  MemberName: z.string(),
  Status: z.enum(['open', 'approved', 'declined']),
  /** ISO 8601, UTC. */
  CreatedAt: z.string(),
  Booking: ZBooking,
});
export type CancellationRequest = z.infer<typeof ZCancellationRequest>;

/** The club queue: bookings awaiting confirmation and open cancellation requests. */
export const ZStaffQueue = z.object({
  AwaitingConfirmation: z.array(ZBooking),
  CancellationRequests: z.array(ZCancellationRequest),
});
export type StaffQueue = z.infer<typeof ZStaffQueue>;

/** Staff confirm a booking with the club's confirmation code. */
export const ZConfirmBookingBody = z.object({
  ConfirmationCode: boundedString(40)
    .trim()
    .min(1)
    .regex(/^[A-Za-z0-9-]+$/),
});

export const ZCancellationRequestIdParams = z.object({ id: idParam() });
