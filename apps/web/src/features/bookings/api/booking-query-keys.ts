import type { QueryClient } from '@tanstack/react-query';
import { memberSummaryQueryKey, pointsQueryKey } from '../../members';

/** Every bookings list lives under this key. */
export const bookingsQueryKey = ['bookings'] as const;
export const upcomingBookingsQueryKey = [...bookingsQueryKey, 'upcoming'] as const;
export const teeTimesQueryKey = ['teetimes'] as const;

/**
 * After a booking or a cancellation: the member's lists, the balances in the top bar and the member
 * summary, and availability (places changed). Only these keys, not every query.
 */
export function invalidateAfterBookingChange(
  queryClient: QueryClient,
  options: { keepUpcoming?: boolean } = {},
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: bookingsQueryKey,
      // A cancelled booking leaves the upcoming list: the screen reading its result keeps it until closed.
      predicate: options.keepUpcoming ? (q) => q.queryKey[1] !== 'upcoming' : undefined,
    }),
    queryClient.invalidateQueries({ queryKey: pointsQueryKey }),
    queryClient.invalidateQueries({ queryKey: memberSummaryQueryKey }),
    queryClient.invalidateQueries({ queryKey: teeTimesQueryKey }),
  ]);
}
