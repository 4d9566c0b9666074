import type { ClubPoint } from '@fairway/contracts';
import { Paper, Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { LazyClubMap } from '../../explore-map';

export type ExploreMapClub = ClubPoint;

export type ExploreMapSlotProps = {
  clubs: ExploreMapClub[];
  center?: { lat: number; lng: number };
  zoom?: number;
  showAll: boolean;
  onShowAllChange(v: boolean): void;
};

/**
 * The map view: the explore-map feature's MapLibre map, loaded in its own chunk the first time the map is
 * shown (never part of the list's or the dashboard's initial JS), with a map-sized skeleton meanwhile.
 */
export function ExploreMapSlot(props: ExploreMapSlotProps) {
  return (
    <Paper withBorder mih={360} data-testid="explore-map" style={{ overflow: 'hidden' }}>
      <Suspense fallback={<Skeleton h={480} radius={0} />}>
        <LazyClubMap {...props} />
      </Suspense>
    </Paper>
  );
}
