import type { Subscription } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberSummaryQueryKey } from './get-member-summary';
import { subscriptionQueryKey } from './get-subscription';

/**
 * Turns automatic renewal on or off (on needs a saved card: SAVED_CARD_REQUIRED otherwise).
 * The switch follows the member's hand at once: the cached subscription takes the new value before
 * the request goes, and the requests run one after another (one scope), so the last press wins
 * however fast they come. A refusal refetches the subscription, which puts the switch back.
 */
const scope = { id: 'auto-renew' };

export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    scope,
    mutationFn: (AutoRenewOn: boolean) =>
      apiRequest<Subscription>(apiPaths.subscription(), { method: 'PUT', body: { AutoRenewOn } }),
    onMutate: async (AutoRenewOn) => {
      await queryClient.cancelQueries({ queryKey: subscriptionQueryKey });
      queryClient.setQueryData<Subscription>(subscriptionQueryKey, (old) => old && { ...old, AutoRenewOn });
    },
    onSuccess: (subscription) => {
      // A later press may already be queued: only the last answer is the state to show.
      if (queryClient.isMutating({ predicate: (m) => m.options.scope?.id === scope.id }) <= 1) {
        queryClient.setQueryData(subscriptionQueryKey, subscription);
      }
      void queryClient.invalidateQueries({ queryKey: memberSummaryQueryKey });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
    },
  });
}
