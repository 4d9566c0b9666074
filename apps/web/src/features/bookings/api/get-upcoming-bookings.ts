import { ZBooking } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { bookingApiPaths } from '../../../lib/booking-paths';
import { bookingsQueryKey } from './booking-query-keys';

export function getUpcomingBookings() {
  return apiRequest(bookingApiPaths.upcoming(), { schema: z.array(ZBooking) });
}

export function upcomingBookingsQueryOptions() {
  return queryOptions({
    queryKey: [...bookingsQueryKey, 'upcoming'] as const,
    queryFn: getUpcomingBookings,
    staleTime: 15_000,
  });
}

export function useUpcomingBookings() {
  return useQuery(upcomingBookingsQueryOptions());
}
