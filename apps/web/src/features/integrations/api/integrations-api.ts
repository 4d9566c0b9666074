import type {
  ApiToken,
  CreateApiTokenBody,
  CreateWebhookBody,
  NewApiToken,
  NewWebhook,
  Ok,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
  WebhookTestResult,
} from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** Every query of a club's integrations starts with this key. */
export const integrationsKey = (clubId: number) => ['staff', 'integrations', clubId] as const;

export function apiTokensQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: [...integrationsKey(clubId), 'tokens'],
    queryFn: () => apiRequest<ApiToken[]>(apiPaths.staffTokens(clubId)),
    enabled: clubId > 0,
  });
}
export const useApiTokens = (clubId: number) => useQuery(apiTokensQueryOptions(clubId));

export function useCreateApiToken(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenBody) =>
      apiRequest<NewApiToken>(apiPaths.staffTokens(clubId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions(clubId).queryKey }),
  });
}

export function useRevokeApiToken(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) =>
      apiRequest<Ok>(apiPaths.staffToken(clubId, tokenId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions(clubId).queryKey }),
  });
}

export function webhooksQueryOptions(clubId: number) {
  return queryOptions({
    queryKey: [...integrationsKey(clubId), 'webhooks'],
    queryFn: () => apiRequest<Webhook[]>(apiPaths.staffWebhooks(clubId)),
    enabled: clubId > 0,
  });
}
export const useWebhooks = (clubId: number) => useQuery(webhooksQueryOptions(clubId));

export function deliveriesQueryOptions(clubId: number, webhookId: number) {
  return queryOptions({
    queryKey: [...integrationsKey(clubId), 'webhooks', webhookId, 'deliveries'],
    queryFn: () => apiRequest<WebhookDelivery[]>(apiPaths.staffWebhookDeliveries(clubId, webhookId)),
  });
}
export const useDeliveries = (clubId: number, webhookId: number, enabled: boolean) =>
  useQuery({ ...deliveriesQueryOptions(clubId, webhookId), enabled });

export function useCreateWebhook(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookBody) =>
      apiRequest<NewWebhook>(apiPaths.staffWebhooks(clubId), { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions(clubId).queryKey }),
  });
}

/** Changes one webhook; the list shows the answer at once. */
export function useUpdateWebhook(clubId: number, webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateWebhookBody) =>
      apiRequest<Webhook>(apiPaths.staffWebhook(clubId, webhookId), { method: 'PUT', body }),
    onSuccess: (changed) =>
      queryClient.setQueryData(webhooksQueryOptions(clubId).queryKey, (list) =>
        list?.map((w) => (w.Id === changed.Id ? changed : w)),
      ),
  });
}

export function useDeleteWebhook(clubId: number, webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<Ok>(apiPaths.staffWebhook(clubId, webhookId), { method: 'DELETE' }),
    onSuccess: () =>
      queryClient.setQueryData(webhooksQueryOptions(clubId).queryKey, (list) =>
        list?.filter((w) => w.Id !== webhookId),
      ),
  });
}

/** "Send test": the answer says how it went; the delivery log gains its line. */
export function useSendTest(clubId: number, webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<WebhookTestResult>(apiPaths.staffWebhookTest(clubId, webhookId), { method: 'POST' }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(clubId, webhookId).queryKey }),
  });
}
