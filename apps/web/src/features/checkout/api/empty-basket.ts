import type { Basket } from '@fairway/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { replaceQueryData } from '../../../lib/query-client';
import { basketQueryKey } from './get-basket';

export function emptyBasket() {
  return apiRequest<Basket>(apiPaths.basket(), { method: 'DELETE' });
}

export function useEmptyBasket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyBasket,
    onSuccess: (basket) => replaceQueryData(queryClient, basketQueryKey, basket),
  });
}
