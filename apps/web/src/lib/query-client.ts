import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiRequestError } from './api-client';

/** The QueryClient defaults: client errors (4xx) are never retried, server hiccups once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (isApiRequestError(error) && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A change's answer as the query's data, once any read of the query still in flight is cancelled: a read
 * sent before the change (the first screen's prefetch of the top bar's basket and points, a refetch)
 * would otherwise land after the answer and put the old data back, as a basket filled on the way back
 * from logging in showed Empty.
 */
export async function replaceQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: T,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, data);
}
