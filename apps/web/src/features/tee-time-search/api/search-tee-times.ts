import {
  type InfiniteData,
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import type { SearchReply } from '../lib/search-types';
import { apiQuery, readSearch, type SearchState } from '../lib/search-url';

/** Every network search starts with this key: a booking made or cancelled invalidates it. */
export const teeTimeSearchKey = ['teeTimeSearch'] as const;

/** One search, page after page through its cursor ("Load more"). */
export function teeTimeSearchQueryOptions(search: SearchState) {
  const base = apiQuery(search).toString();
  return infiniteQueryOptions<
    SearchReply,
    Error,
    InfiniteData<SearchReply, string | null>,
    readonly unknown[],
    string | null
  >({
    queryKey: [...teeTimeSearchKey, base] as const,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<SearchReply>(apiPaths.teeTimeSearch(apiQuery(search, pageParam)), { signal }),
    initialPageParam: null,
    getNextPageParam: (last) => last.NextCursor,
  });
}

/** The view (list, times, map) is not part of the query: switching it keeps the answer. */
export function useTeeTimeSearch(search: SearchState | undefined) {
  return useInfiniteQuery({
    ...teeTimeSearchQueryOptions(search ?? ({} as SearchState)),
    enabled: search !== undefined,
    placeholderData: keepPreviousData,
  });
}

/**
 * The search an address's query describes (/booking/find?…), asked for before the screen's first render,
 * under the key the screen asks for it with: `today` is the screen's (the browser's date).
 */
export function prefetchTeeTimeSearch(queryClient: QueryClient, query: string, today: string): Promise<void> {
  return queryClient.prefetchInfiniteQuery(
    teeTimeSearchQueryOptions(readSearch(new URLSearchParams(query), today)),
  );
}
