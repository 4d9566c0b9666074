import type { PartyHold, PartyHolds } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { bookingsQueryKey, invalidateAfterBookingChange } from './booking-query-keys';

/** Held bookings live under the bookings key: a booking change refreshes them too. */
export const partyHoldsQueryKey = [...bookingsQueryKey, 'holds'] as const;

export const partyHoldsQueryOptions = () =>
  queryOptions({
    queryKey: partyHoldsQueryKey,
    queryFn: () => apiRequest<PartyHolds>(apiPaths.partyHolds()),
  });

export const usePartyHolds = () => useQuery(partyHoldsQueryOptions());

/**
 * One hold, as its booker or a buddy sees it. While it waits for answers it is read again every few
 * seconds, so the booker sees each buddy's answer without a notification of their own.
 */
export function usePartyHold(holdId: number) {
  return useQuery({
    queryKey: [...partyHoldsQueryKey, holdId],
    queryFn: () => apiRequest<PartyHold>(apiPaths.partyHold(holdId)),
    refetchInterval: (query) => (query.state.data?.State === 'Open' ? 5000 : false),
  });
}

const answerHold = (holdId: number, answer: 'accept' | 'decline') =>
  apiRequest<PartyHold>(apiPaths.partyHoldAnswer(holdId, answer), { method: 'POST' });

/** Accepting may book (bookings, balances and tee sheets change); declining releases the places. */
export function useHoldAnswer() {
  const client = useQueryClient();
  // Not awaited: the refetched lists may drop the answered hold (unmounting its buttons), and the caller's
  // own onSuccess must still hear what the answer did.
  const onSettled = () => {
    void invalidateAfterBookingChange(client);
  };
  const accept = useMutation({ mutationFn: (id: number) => answerHold(id, 'accept'), onSettled });
  const decline = useMutation({ mutationFn: (id: number) => answerHold(id, 'decline'), onSettled });
  return { accept, decline };
}
