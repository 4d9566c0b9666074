import type { ExploreClubsResult } from '@fairway/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { ClubCard, ClubCardSkeleton } from './club-card';

type Props = {
  result: ExploreClubsResult | undefined;
  loading: boolean;
  fetching: boolean;
  hasMore: boolean;
  showDistance: boolean;
  /** The search text is already a location (a postcode or town): offering Location mode again is no help. */
  searchIsLocation: boolean;
  onMore(): void;
  onReset(): void;
  onSearchByLocation(): void;
};

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The club cards, ten skeletons while loading, the scroll prompt, the end of the list and the empty state. */
export function ClubList({
  result,
  loading,
  fetching,
  hasMore,
  showDistance,
  searchIsLocation,
  onMore,
  onReset,
  onSearchByLocation,
}: Props) {
  const { t } = useTranslation();
  if (loading || !result) {
    return (
      <Stack component="ul" gap="sm" style={listStyle} aria-busy>
        {Array.from({ length: 10 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ClubCardSkeleton key={i} />
        ))}
      </Stack>
    );
  }
  if (result.clubs.length === 0) {
    // In Location mode a search without a point is a place the geocoder does not know.
    const placeUnknown = searchIsLocation && result.location === null;
    return (
      <Stack gap="sm" align="flex-start" role="status">
        <Title order={2} size="h3">
          {t('explore.empty.title')}
        </Title>
        <Text>{t(placeUnknown ? 'explore.empty.postcodeNotFound' : 'explore.empty.body')}</Text>
        <Group>
          {!searchIsLocation && (
            <Button variant="default" onClick={onSearchByLocation}>
              {t('explore.empty.byLocation')}
            </Button>
          )}
          <Button onClick={onReset}>{t('explore.resetFilters')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(result.totalClubsInFilterCapped ? 'explore.countCapped' : 'explore.count', {
          shown: result.clubs.length,
          total: result.totalClubsInFilter,
        })}
      </Text>
      <Stack component="ul" gap="sm" style={listStyle} aria-label={t('explore.listLabel')}>
        {result.clubs.map((club, i) => (
          <ClubCard key={club.Id} club={club} showDistance={showDistance} first={i === 0} />
        ))}
      </Stack>
      {hasMore ? (
        <Group justify="center">
          {fetching ? (
            <LoadingIndicator />
          ) : (
            <Button variant="subtle" onClick={onMore}>
              {t('explore.scrollForMore')}
            </Button>
          )}
        </Group>
      ) : (
        <Stack align="center" gap="xs">
          <Text>{t('explore.allShown')}</Text>
          <Button variant="default" onClick={onReset}>
            {t('explore.resetFilters')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
