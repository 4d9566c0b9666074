import type { Subscription } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { memberSummaryQueryKey } from './get-member-summary';
import { subscriptionQueryKey } from './get-subscription';

/** Turns automatic renewal on or off (on needs a saved card: SAVED_CARD_REQUIRED otherwise). */
export function useSetAutoRenew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (AutoRenewOn: boolean) =>
      apiRequest<Subscription>(apiPaths.subscription(), { method: 'PUT', body: { AutoRenewOn } }),
    onSuccess: async (subscription) => {
      queryClient.setQueryData(subscriptionQueryKey, subscription);
      await queryClient.invalidateQueries({ queryKey: memberSummaryQueryKey });
    },
  });
}
