import type { AvailablePackages } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const packagesQueryKeyRoot = ['checkout', 'packages'] as const;

export function getPackages(clubId?: number, promoCode?: string) {
  return apiRequest<AvailablePackages>(apiPaths.checkoutPackages(clubId, promoCode));
}

export function packagesQueryOptions(clubId?: number, promoCode?: string) {
  return queryOptions({
    queryKey: [...packagesQueryKeyRoot, clubId ?? null, promoCode ?? ''],
    queryFn: () => getPackages(clubId, promoCode),
  });
}

/** The club's packages priced for the caller (member-area §7 "available packages"). */
export function usePackages(clubId?: number, promoCode?: string) {
  return useQuery(packagesQueryOptions(clubId, promoCode));
}
