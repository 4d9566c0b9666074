import type { Session } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberSummaryQueryKey } from '../../members';

export const sessionQueryKey = ['account', 'session'] as const;

export function getSession() {
  return apiRequest<Session>(apiPaths.sessionWithMember(), { skipAuthRedirect: true });
}

/** The session check also brings the member summary: it seeds that query, so nothing waits for a second trip. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ client }) => {
      const session = await getSession();
      if (session.member) client.setQueryData(memberSummaryQueryKey, session.member);
      return session;
    },
    staleTime: 5 * 60_000,
  });
}

export function useSession() {
  return useQuery(sessionQueryOptions());
}
