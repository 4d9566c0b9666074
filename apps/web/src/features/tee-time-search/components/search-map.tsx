import { EXPLORE, EXPLORE_SORT } from '@fairway/contracts/constants';
import { Paper, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exploreClubsQueryOptions } from '../../explore';
import { type ClubMark, LazyClubMap, type MapClub } from '../../explore-map';
import { chipHref } from '../lib/chip-link';
import type { TimeRow } from '../lib/grouping';
import type { SearchState } from '../lib/search-url';

const KM_PER_MILE = 1.609344;

/** The explore query that finds the clubs' points: around the search's point, or the network's. */
function pointsSearch(search: SearchState): string {
  const q = new URLSearchParams({ sortBy: String(EXPLORE_SORT.distance) });
  if (search.lat !== null && search.lng !== null) {
    q.set('latitude', String(search.lat));
    q.set('longitude', String(search.lng));
    q.set('distance', String(Math.min(EXPLORE.distanceMax, Math.ceil(search.radiusKm / KM_PER_MILE) + 1)));
  }
  return q.toString();
}

/**
 * The map view: each club with a time, its earliest on its marker, the marker's popup leading to that
 * start. The search's reply has no points; the explore list's do (by club id).
 */
export function SearchMap({ earliest, search }: { earliest: Map<number, TimeRow>; search: SearchState }) {
  const { t } = useTranslation();
  const points = useQuery(exploreClubsQueryOptions(pointsSearch(search), EXPLORE.maxClubsToReturn));
  const clubs: MapClub[] = useMemo(
    () =>
      (points.data?.clubs ?? [])
        .filter((c) => c.Location && earliest.has(c.Id))
        .map((c) => ({
          id: c.Id,
          name: c.Name,
          urlName: c.UrlName,
          lat: c.Location?.Latitude ?? 0,
          lng: c.Location?.Longitude ?? 0,
          tier: c.Tier,
          state: c.State,
        })),
    [points.data, earliest],
  );
  const marks = useMemo(
    () =>
      new Map<number, ClubMark>(
        [...earliest].map(([clubId, row]) => [
          clubId,
          {
            text: row.LocalTime,
            linkText: t('teeTimeSearch.bookTime', { time: row.LocalTime, course: row.CourseName }),
            href: chipHref(search, row, row),
          },
        ]),
      ),
    [earliest, search, t],
  );
  const center =
    search.lat !== null && search.lng !== null
      ? { lat: search.lat, lng: search.lng }
      : clubs[0] && { lat: clubs[0].lat, lng: clubs[0].lng };
  return (
    <Paper withBorder mih={360} data-testid="search-map" style={{ overflow: 'hidden' }}>
      <Suspense fallback={<Skeleton h={420} radius={0} />}>
        {points.isPending ? (
          <Skeleton h={420} radius={0} />
        ) : (
          <LazyClubMap clubs={clubs} center={center} zoom={center ? 8 : undefined} marks={marks} />
        )}
      </Suspense>
    </Paper>
  );
}
