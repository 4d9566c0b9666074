import { ADDITIONAL_BOOKERS_CATEGORY_ID, ZEcommerceCategories } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { bookingApiPaths } from '../../../lib/booking-paths';

/** The club's additional bookers (hotel, personal training, guest passes): category 661's Items. */
export function getAdditionalBookers(clubId: number) {
  return apiRequest(bookingApiPaths.ecommerceCategories(clubId, ADDITIONAL_BOOKERS_CATEGORY_ID), {
    schema: ZEcommerceCategories,
  });
}

export function additionalBookersQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: ['ecommerce', clubId, 'categories', ADDITIONAL_BOOKERS_CATEGORY_ID] as const,
    queryFn: () => getAdditionalBookers(clubId),
    select: (data) => data.Items,
    staleTime: 30 * 60_000,
  });
}

export function useAdditionalBookers(clubId: number | undefined) {
  return useQuery({ ...additionalBookersQueryOptions(clubId ?? 0), enabled: clubId !== undefined });
}
