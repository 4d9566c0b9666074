import type { Basket } from '@fairway/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export const basketQueryKey = ['checkout', 'basket'] as const;

export function getBasket() {
  return apiRequest<Basket>(apiPaths.basket());
}

export function basketQueryOptions() {
  return queryOptions({ queryKey: basketQueryKey, queryFn: getBasket });
}

/** The member's basket: `{ Items: [] }` or its one item. */
export function useBasket(enabled = true) {
  return useQuery({ ...basketQueryOptions(), enabled });
}
