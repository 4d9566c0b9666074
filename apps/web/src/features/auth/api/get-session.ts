import type { Session } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const sessionQueryKey = ['account', 'session'] as const;

export function getSession() {
  return apiRequest<Session>(apiPaths.session(), { skipAuthRedirect: true });
}

export function sessionQueryOptions() {
  return queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 5 * 60_000 });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
