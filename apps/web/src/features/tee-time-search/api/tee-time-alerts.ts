import type { TeeTimeAlert, TeeTimeAlertBody, TeeTimeAlertCreated } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type { TeeTimeAlert };

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
    mutationFn: (body: TeeTimeAlertBody) =>
      apiRequest<TeeTimeAlertCreated>(apiPaths.teeTimeAlerts(), { method: 'POST', body }),
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
