import { EXPLORE, EXPLORE_SORT, type ExploreSort } from '@fairway/contracts/constants';
import { ActionIcon, Group, Paper, SimpleGrid, UnstyledButton } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import {
  IconChevronLeft,
  IconChevronRight,
  IconClock,
  IconHeart,
  IconSparkles,
  IconTrophy,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const TILES = [
  { key: 'favourites', sortBy: EXPLORE_SORT.favourites, icon: IconHeart, mobileOnly: false },
  { key: 'recentlyPlayed', sortBy: EXPLORE_SORT.lastBookingDate, icon: IconClock, mobileOnly: false },
  { key: 'mostVisited', sortBy: EXPLORE_SORT.roundsPlayed, icon: IconTrophy, mobileOnly: false },
  { key: 'newClubs', sortBy: EXPLORE_SORT.newest, icon: IconSparkles, mobileOnly: true },
] as const;

type Props = { isMobile: boolean; sortBy: ExploreSort; onPick(sortBy: ExploreSort): void };

/**
 * Quick-search carousel (club-discovery §2): Favourites, Recently Played, Most Visited, and New Clubs on
 * mobile; one tile a page on mobile, three otherwise; autoplay every 5000 ms; arrows, no dots.
 */
export function QuickSearch({ isMobile, sortBy, onPick }: Props) {
  const { t } = useTranslation();
  const tiles = TILES.filter((tile) => isMobile || !tile.mobileOnly);
  const perPage = isMobile ? 1 : 3;
  const pages = Math.ceil(tiles.length / perPage);
  const [page, setPage] = useState(0);
  const [paused, setPaused] = useState(false);
  const autoplay = useInterval(() => setPage((p) => (p + 1) % pages), EXPLORE.carouselAutoplayMs);
  useEffect(() => {
    if (pages > 1 && !paused) autoplay.start();
    else autoplay.stop();
    return autoplay.stop;
  }, [pages, paused, autoplay.start, autoplay.stop]);
  const shown = tiles.slice(page * perPage, page * perPage + perPage);
  const step = (d: number) => setPage((p) => (p + d + pages) % pages);
  return (
    <Group
      component="section"
      aria-roledescription="carousel"
      aria-label={t('explore.quick.label')}
      wrap="nowrap"
      gap="xs"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {pages > 1 && (
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('explore.quick.previous')}
          onClick={() => step(-1)}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
      )}
      <SimpleGrid cols={perPage} style={{ flex: 1 }} aria-live={paused ? 'polite' : 'off'}>
        {shown.map((tile) => (
          <UnstyledButton
            key={tile.key}
            onClick={() => onPick(tile.sortBy)}
            aria-pressed={sortBy === tile.sortBy}
          >
            <Paper
              withBorder
              p="md"
              bg={sortBy === tile.sortBy ? 'var(--mantine-primary-color-light)' : undefined}
            >
              <Group gap="xs" wrap="nowrap">
                <tile.icon aria-hidden />
                <span>{t(`explore.quick.${tile.key}`)}</span>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
      </SimpleGrid>
      {pages > 1 && (
        <ActionIcon variant="default" size="lg" aria-label={t('explore.quick.next')} onClick={() => step(1)}>
          <IconChevronRight aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
