import { lazy } from 'react';

export type { ClubMapProps, ClubMark } from './club-map';
export type { MapClub } from './map-clubs';

/** The map view, in its own chunk (MapLibre is never part of another screen's initial JS). */
export const LazyClubMap = lazy(() => import('./club-map'));
