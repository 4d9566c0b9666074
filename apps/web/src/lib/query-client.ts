import { QueryClient } from '@tanstack/react-query';
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
