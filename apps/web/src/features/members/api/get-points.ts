import type { Points } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';

export const pointsQueryKey = ['member', 'points'] as const;

export function getPoints(refresh = false) {
  return apiRequest<Points>(apiPaths.points(refresh));
}

export function pointsQueryOptions() {
  return queryOptions({ queryKey: pointsQueryKey, queryFn: () => getPoints(false) });
}

export function usePoints(enabled = true) {
  return useQuery({ ...pointsQueryOptions(), enabled });
}

/** The refresh icon asks the API to recompute balances; failures are only logged (member-area §7). */
export function useRefreshPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => getPoints(true),
    onSuccess: (points) => replaceQueryData(queryClient, pointsQueryKey, points),
    onError: (error) => console.warn('Points refresh failed', error),
  });
}
