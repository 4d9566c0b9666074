import type { Basket, SetBasket } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';
import { basketQueryKey } from './get-basket';

/** Replaces the basket's one item (bundle, promo code, new club, and the fourth value sent as null). */
export function setBasket(item: SetBasket) {
  return apiRequest<Basket>(apiPaths.basket(), { method: 'PUT', body: { Extra: null, ...item } });
}

export function useSetBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setBasket,
    onSuccess: (basket) => replaceQueryData(queryClient, basketQueryKey, basket),
  });
}
