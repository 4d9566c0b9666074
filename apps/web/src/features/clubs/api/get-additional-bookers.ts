import type { EcommerceCategories } from '@fairway/contracts';
import { ADDITIONAL_BOOKERS_CATEGORY_ID } from '@fairway/contracts/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** The club's additional bookers (hotel, personal training, guest passes): category 661's Items. */
export function getAdditionalBookers(clubId: number) {
  return apiRequest<EcommerceCategories>(
    apiPaths.ecommerceCategories(clubId, ADDITIONAL_BOOKERS_CATEGORY_ID),
  );
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
