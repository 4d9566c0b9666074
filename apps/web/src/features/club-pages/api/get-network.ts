import type { NetworkSummary } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function getNetwork() {
  return apiRequest<NetworkSummary>(apiPaths.network(), { skipAuthRedirect: true });
}

export function networkQueryOptions() {
  return queryOptions({ queryKey: ['network'] as const, queryFn: getNetwork, staleTime: 30 * 60_000 });
}

/** The network's club count for public copy; asked only by a page whose texts say it. */
export function useNetwork(enabled: boolean) {
  return useQuery({ ...networkQueryOptions(), enabled });
}
