import type { BookingPage } from '@fairway/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { bookingsQueryKey } from './booking-query-keys';

/** Previous bookings, PREVIOUS_BOOKINGS_PAGE_SIZE (5) a page. */
export function getPreviousBookings(page: number) {
  return apiRequest<BookingPage>(apiPaths.previous(page));
}

export function previousBookingsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'previous', page] as const,
    queryFn: () => getPreviousBookings(page),
    placeholderData: keepPreviousData,
  });
}

export function usePreviousBookings(page: number) {
  return useQuery(previousBookingsQueryOptions(page));
}
