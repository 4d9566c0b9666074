import type { CreateBooking, PartyCheck } from '@fairway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { buddiesKey } from './buddy-queries';

/** Each payer's share of this booking request and whether they can pay it (only with buddies in it). */
export function usePartyCheck(request: CreateBooking | undefined) {
  return useQuery({
    queryKey: [...buddiesKey, 'party-check', request] as const,
    queryFn: () => apiRequest<PartyCheck>(apiPaths.partyCheck(), { method: 'POST', body: request }),
    enabled: request !== undefined && (request.buddies?.length ?? 0) > 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
