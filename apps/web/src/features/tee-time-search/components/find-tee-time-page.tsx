import { Button, Container, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useTeeTimeSearch } from '../api/search-tee-times';
import { earliestByClub, groupByClub, listByTime } from '../lib/grouping';
import { readSearch, type SearchState, writeSearch } from '../lib/search-url';
import { AlertButton } from './alert-button';
import { EmptyState } from './empty-state';
import { ResultsByClub } from './results-by-club';
import { ResultsByTime } from './results-by-time';
import { ResultsSkeleton } from './results-skeleton';
import { SearchControls } from './search-controls';
import { SearchMap } from './search-map';

/** /booking/find: one search across the network's clubs; the search is the URL's query. */
export default function FindTeeTimePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const today = dayjs().format('YYYY-MM-DD');
  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the search's identity.
  const search = useMemo(() => readSearch(params, today), [query, today]);
  const answer = useTeeTimeSearch(search);
  const results = useMemo(() => answer.data?.pages.flatMap((p) => p.Results) ?? [], [answer.data]);
  const earliest = useMemo(() => earliestByClub(results), [results]);

  // A new search is a new history entry (Back returns to the last one); the view only replaces it.
  const go = useCallback(
    (next: SearchState, replace = false) => setParams(writeSearch(next), { replace }),
    [setParams],
  );

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <SearchControls search={search} today={today} go={go} />
        <div aria-live="polite" aria-busy={answer.isFetching}>
          {answer.isPending ? (
            <ResultsSkeleton />
          ) : answer.isError ? (
            <LoadError error={answer.error} onRetry={() => answer.refetch()} />
          ) : results.length === 0 ? (
            <EmptyState search={search} onSearch={(next) => go(next)} />
          ) : (
            <Stack gap="md">
              <Text size="sm" role="status">
                {t('teeTimeSearch.found', { count: earliest.size })}
              </Text>
              {search.view === 'map' ? (
                <SearchMap earliest={earliest} search={search} />
              ) : search.view === 'times' ? (
                <ResultsByTime rows={listByTime(results)} search={search} />
              ) : (
                <ResultsByClub clubs={groupByClub(results)} search={search} />
              )}
              {answer.hasNextPage && (
                <Button
                  variant="default"
                  onClick={() => answer.fetchNextPage()}
                  loading={answer.isFetchingNextPage}
                  style={{ alignSelf: 'center' }}
                >
                  {t('teeTimeSearch.loadMore')}
                </Button>
              )}
              <AlertButton search={search} />
            </Stack>
          )}
        </div>
      </Stack>
    </Container>
  );
}
