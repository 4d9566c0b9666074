import type { CalendarFeed, DeleteAccountBody, Ok } from '@fairway/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';

export const calendarFeedQueryKey = ['account', 'calendar-feed'] as const;

export function calendarFeedQueryOptions() {
  return {
    queryKey: calendarFeedQueryKey,
    queryFn: () => apiRequest<CalendarFeed>(apiPaths.calendarFeed()),
  };
}

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** A new secret address: the answer replaces the shown one (the old address is dead). */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeed>(apiPaths.calendarFeedReset(), { method: 'POST' }),
    onSuccess: (feed) => replaceQueryData(queryClient, calendarFeedQueryKey, feed),
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) =>
      apiRequest<Ok>(apiPaths.accountDelete(), { method: 'POST', body, skipAuthRedirect: true }),
  });
}
