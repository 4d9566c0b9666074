import type { Trophy } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Every trophies query starts with this key. */
export const trophiesKey = ['trophies'] as const;

export function trophiesQueryOptions() {
  return queryOptions({ queryKey: trophiesKey, queryFn: () => apiRequest<Trophy[]>(apiPaths.trophies()) });
}

export const useTrophies = () => useQuery(trophiesQueryOptions());
