import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import type { alertBody } from '../lib/search-url';

/** GET /api/teetimes/alerts: the member's live alerts. */
export type TeeTimeAlert = {
  Id: number;
  Date: string;
  From: string;
  To: string;
  Players: number;
  RadiusKm: number;
  MaxCost: number | null;
  LastNotifiedAt: string | null;
};

export const teeTimeAlertsKey = ['teeTimeAlerts'] as const;

export const teeTimeAlertsQueryOptions = () =>
  queryOptions({
    queryKey: teeTimeAlertsKey,
    queryFn: ({ signal }) => apiRequest<TeeTimeAlert[]>(apiPaths.teeTimeAlerts(), { signal }),
  });

export const useTeeTimeAlerts = () => useQuery(teeTimeAlertsQueryOptions());

export function useCreateTeeTimeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnType<typeof alertBody>) =>
      apiRequest<{ Id: number }>(apiPaths.teeTimeAlerts(), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teeTimeAlertsKey }),
  });
}

export function useDeleteTeeTimeAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<unknown>(apiPaths.teeTimeAlert(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teeTimeAlertsKey }),
  });
}
