import type { ExploreClubsResult } from '@fairway/contracts';
import { EXPLORE, EXPLORE_SORT, type ExploreSort } from '@fairway/contracts/constants';
import {
  Affix,
  Button,
  Collapse,
  Container,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Transition,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LazySelect } from '../../../components/lazy-select';
import { env } from '../../../lib/env';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { reverseGeocode, useExploreClubs } from '../api/explore-clubs';
import { type GeolocationFailure, geolocationFailure, isIos } from '../lib/geolocation-failure';
import { mapView } from '../lib/map-view';
import {
  apiSearchParams,
  type ExploreState,
  readExploreParams,
  resetState,
  writeExploreParams,
} from '../lib/search-params';
import { useUrlState } from '../lib/use-url-state';
import { scrollToTop, useWindowScrollY } from '../lib/use-window-scroll-y';
import { ClubList } from './club-list';
import { ExploreMapSlot } from './explore-map-slot';
import { FilterPanel } from './filter-panel';
import { GeolocationAlert } from './geolocation-alert';
import { QuickSearch } from './quick-search';
import { SearchBar } from './search-bar';

const SORTS = Object.values(EXPLORE_SORT);
const platform = { mobileApp: env.mobileApp, ios: isIos(navigator.userAgent) };
/** Search changes replace the URL without the router's scroll to the top (the list decides, §4). */
const KEEP_SCROLL = { replace: true, state: { keepScroll: true } } as const;

/** /explore/clubs (club-discovery §2, §4): search, filters, quick searches, the list or the map. */
export default function ExplorePage() {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readExploreParams(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // On a phone the filters wait behind View Filters: drawn when first opened (a closed Collapse would still
  // render every slider and switch in the first screen), then kept, so opening and closing animate.
  const [filtersDrawn, setFiltersDrawn] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<GeolocationFailure | null>(null);
  const scrollY = useWindowScrollY();

  const setUrl = useCallback((next: URLSearchParams) => setParams(next, KEEP_SCROLL), [setParams]);
  const { write } = useUrlState(params, state, writeExploreParams, setUrl);
  const update = useCallback(
    (patch: Partial<ExploreState>, options: { keepIndex?: boolean } = {}) =>
      write((latest) => ({
        ...latest,
        ...patch,
        clubIndex: options.keepIndex ? (patch.clubIndex ?? latest.clubIndex) : EXPLORE.pageSize,
      })),
    [write],
  );

  // Any change of a search parameter reloads after 600 ms; growing the page does not wait.
  const search = apiSearchParams(state).toString();
  const [debouncedSearch] = useDebouncedValue(search, EXPLORE.debounceMs);
  const clubs = useExploreClubs(debouncedSearch, state.clubIndex, !state.showMap, true);
  // Typed but not yet asked: what is listed answers the previous search, so the list waits instead.
  const searchPending = search !== debouncedSearch;
  // The map asks for up to 10000 clubs: the filtered ones, or all of them after See All Clubs.
  const [showAll, setShowAll] = useState(false);
  const mapSearch = showAll ? apiSearchParams(resetState(state)).toString() : debouncedSearch;
  const mapList = useExploreClubs(mapSearch, EXPLORE.mapLimit, state.showMap);
  // A new search re-enables Apply Filters on the map (club-discovery §4).
  const searchForMap = useRef(debouncedSearch);
  useEffect(() => {
    if (searchForMap.current === debouncedSearch) return;
    searchForMap.current = debouncedSearch;
    setShowAll(false);
  }, [debouncedSearch]);
  // The point the filtered search was measured from (a typed location, geocoded by the API): the map
  // recentres on it, and keeps it while See All Clubs shows every club.
  const [resolved, setResolved] = useState<ExploreClubsResult['location']>(null);
  useEffect(() => {
    if (showAll || !mapList.data || mapList.isPlaceholderData) return;
    setResolved(mapList.data.location);
  }, [showAll, mapList.data, mapList.isPlaceholderData]);
  const view = mapView(state, resolved);
  const result = clubs.data;
  const shown = result?.clubs ?? [];
  const total = result?.totalClubsInFilter ?? 0;
  // Past the count's cap the total is a floor ("1,000+"): more pages may follow it.
  const hasMore = shown.length < total || (result?.totalClubsInFilterCapped ?? false);

  // The list scrolls to the top 1000 ms after a new search (not after loading more).
  const lastSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (lastSearch.current === debouncedSearch) return;
    lastSearch.current = debouncedSearch;
    const timer = window.setTimeout(scrollToTop, EXPLORE.listScrollTopDelayMs);
    return () => window.clearTimeout(timer);
  }, [debouncedSearch]);

  // Infinite scroll: within 200 px of the bottom, ten more.
  const loadMore = useCallback(() => {
    if (hasMore && !clubs.isFetching)
      update({ clubIndex: state.clubIndex + EXPLORE.pageSize }, { keepIndex: true });
  }, [hasMore, clubs.isFetching, update, state.clubIndex]);
  useEffect(() => {
    // Scrolled first: measuring the page's height at the top, on mount, would force its layout.
    if (state.showMap || scrollY <= 0) return;
    const nearBottom =
      window.innerHeight + scrollY >= document.documentElement.scrollHeight - EXPLORE.scrollPromptPx;
    if (nearBottom) loadMore();
  }, [scrollY, loadMore, state.showMap]);

  const useCurrentLocation = () => {
    setGeoError(null);
    if (!navigator.geolocation) {
      setGeoError(geolocationFailure(null, platform));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords;
        const lat = Math.round(latitude * 1e5) / 1e5;
        const lng = Math.round(longitude * 1e5) / 1e5;
        update({
          latitude: lat,
          longitude: lng,
          sortBy: EXPLORE_SORT.distance,
          searchIsLocation: false,
          searchTerm: '',
        });
        const place = await reverseGeocode(lat, lng).catch(() => null);
        setLocating(false);
        if (place?.place) update({ location: place.place.name });
      },
      (error) => {
        setLocating(false);
        setGeoError(geolocationFailure(error, platform));
      },
      { ...EXPLORE.geolocation },
    );
  };

  const reset = () => write(resetState);
  const sortOptions = SORTS.map((value) => ({ value: String(value), label: t(`explore.sort.${value}`) }));
  const mapClubs = (mapList.data?.clubs ?? [])
    .filter((c) => c.Location)
    .map((c) => ({
      id: c.Id,
      name: c.Name,
      urlName: c.UrlName,
      lat: c.Location?.Latitude ?? 0,
      lng: c.Location?.Longitude ?? 0,
      tier: c.Tier,
      state: c.State,
    }));
  const filters = <FilterPanel state={state} onChange={(patch) => update(patch)} onReset={reset} />;

  return (
    <Container size="lg" px={0} py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('title.exploreClubs')}
        </Title>
        <SearchBar
          text={state.searchTerm}
          isLocation={state.searchIsLocation}
          locating={locating}
          onText={(searchTerm) => update({ searchTerm })}
          onMode={(searchIsLocation) =>
            update(
              searchIsLocation ? { searchIsLocation, sortBy: EXPLORE_SORT.distance } : { searchIsLocation },
            )
          }
          onCurrentLocation={useCurrentLocation}
        />
        {geoError && <GeolocationAlert failure={geoError} onClose={() => setGeoError(null)} />}
        {state.location && state.latitude !== null && !state.searchIsLocation && (
          <Text size="sm">{t('explore.search.near', { place: state.location })}</Text>
        )}
        <QuickSearch isMobile={isMobile} sortBy={state.sortBy} onPick={(sortBy) => update({ sortBy })} />
        <Group justify="space-between" wrap="wrap">
          <SegmentedControl
            aria-label={t('explore.view.label')}
            value={state.showMap ? 'map' : 'list'}
            onChange={(v) => update({ showMap: v === 'map' }, { keepIndex: true })}
            data={[
              { value: 'list', label: t('explore.view.list') },
              { value: 'map', label: t('explore.view.map') },
            ]}
          />
          <LazySelect
            label={t('explore.sort.label')}
            data={sortOptions}
            value={String(state.sortBy)}
            allowDeselect={false}
            onChange={(v) => v !== null && update({ sortBy: Number(v) as ExploreSort })}
            w={220}
          />
        </Group>
        {result?.distancesAreBad && state.sortBy === EXPLORE_SORT.distance && !state.searchTerm && (
          <Text size="sm" c="dimmed">
            {t('explore.distancesUnknown')}
          </Text>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 4 }}>
            {isMobile ? (
              <Stack gap="xs">
                <Button
                  variant="default"
                  onClick={() => {
                    if (filtersDrawn) return setFiltersOpen((o) => !o);
                    // Drawn closed first, opened in the next frame: the first opening animates too.
                    setFiltersDrawn(true);
                    requestAnimationFrame(() => setFiltersOpen(true));
                  }}
                  aria-expanded={filtersOpen}
                >
                  {filtersOpen ? t('explore.filters.hide') : t('explore.filters.view')}
                </Button>
                <Collapse expanded={filtersOpen}>{filtersDrawn && filters}</Collapse>
              </Stack>
            ) : (
              filters
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {state.showMap ? (
              <ExploreMapSlot
                clubs={mapClubs}
                center={view.center}
                zoom={view.zoom}
                showAll={showAll}
                onShowAllChange={setShowAll}
              />
            ) : (
              <ClubList
                result={result}
                loading={clubs.isPending || searchPending}
                fetching={clubs.isFetching}
                hasMore={hasMore}
                showDistance={!result?.distancesAreBad && (state.latitude !== null || state.searchIsLocation)}
                onMore={loadMore}
                onReset={reset}
                searchIsLocation={state.searchIsLocation && state.searchTerm.trim() !== ''}
                onSearchByLocation={() => update({ searchIsLocation: true, sortBy: EXPLORE_SORT.distance })}
              />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
      <Affix position={{ bottom: isMobile ? 80 : 24, right: 24 }}>
        <Transition transition="slide-up" mounted={scrollY > EXPLORE.backToTopPx}>
          {(styles) => (
            <Button style={styles} leftSection={<IconArrowUp size={16} aria-hidden />} onClick={scrollToTop}>
              {t('explore.backToTop')}
            </Button>
          )}
        </Transition>
      </Affix>
    </Container>
  );
}
