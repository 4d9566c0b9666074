import type { Booking, JoinWaitlist, WaitlistEntry, WaitlistJoined } from '@fairway/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { invalidateAfterBookingChange, teeTimesQueryKey } from '../../bookings';

export const waitlistQueryKey = ['waitlist'] as const;

export const myWaitlistQueryOptions = () =>
  queryOptions({
    queryKey: waitlistQueryKey,
    queryFn: () => apiRequest<WaitlistEntry[]>(apiPaths.waitlist()),
  });

export const useMyWaitlist = () => useQuery(myWaitlistQueryOptions());

/** Joining and leaving change my places and (leaving an offer) the tee sheet's held places. */
export function useWaitlistPlaces() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: waitlistQueryKey }),
      client.invalidateQueries({ queryKey: teeTimesQueryKey }),
    ]);
  const join = useMutation({
    mutationFn: (body: JoinWaitlist) =>
      apiRequest<WaitlistJoined>(apiPaths.waitlist(), { method: 'POST', body }),
    onSuccess: refresh,
  });
  const leave = useMutation({
    mutationFn: (id: number) => apiRequest<void>(apiPaths.waitlistEntry(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { join, leave };
}

/** Accepting books (the bookings, balances and tee sheets change); declining passes the places on. */
export function useOfferAnswer() {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: (offerId: number) =>
      apiRequest<Booking>(apiPaths.waitlistOffer(offerId, 'accept'), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: waitlistQueryKey }),
        invalidateAfterBookingChange(client),
      ]),
  });
  const decline = useMutation({
    mutationFn: (offerId: number) =>
      apiRequest<void>(apiPaths.waitlistOffer(offerId, 'decline'), { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: waitlistQueryKey }),
        client.invalidateQueries({ queryKey: teeTimesQueryKey }),
      ]),
  });
  return { accept, decline };
}

/** An offer run out ends its party's place: my places and the tee sheets (its held places) are read again. */
export function useOfferRunOut() {
  const client = useQueryClient();
  return useCallback(
    () =>
      void Promise.all([
        client.invalidateQueries({ queryKey: waitlistQueryKey }),
        client.invalidateQueries({ queryKey: teeTimesQueryKey }),
      ]),
    [client],
  );
}
