import type { ClubPoint } from '@fairway/contracts';
import { EXPLORE } from '@fairway/contracts/constants';

/** A club as the explore map draws it: the contracts' one shape. */
export type MapClub = ClubPoint;

/** The middle of the UK: the map's centre when no location is searched. */
export const UK_CENTRE = EXPLORE.mapCentre;
export const DEFAULT_ZOOM = EXPLORE.mapZoom;
/** The zoom around a searched location. */
export const LOCATION_ZOOM = EXPLORE.mapLocationZoom;

/** Where the map opens: the middle of the UK at 4.8, or 8 around a given centre. */
export function initialView(center?: { lat: number; lng: number }, zoom?: number) {
  return center
    ? { center: [center.lng, center.lat] as [number, number], zoom: zoom ?? LOCATION_ZOOM }
    : { center: [UK_CENTRE.lng, UK_CENTRE.lat] as [number, number], zoom: zoom ?? DEFAULT_ZOOM };
}

/** Clubs with state Unavailable (or no usable position) are not drawn. */
export function drawnClubs(clubs: readonly MapClub[]): MapClub[] {
  return clubs.filter(
    (c) =>
      c.state !== 'Unavailable' && Number.isFinite(c.lat) && Number.isFinite(c.lng) && Math.abs(c.lat) <= 90,
  );
}

export type MarkerStyle = { color: string; icon: 'star' | 'flag'; className: string };

/** Tier 3 clubs get a gold marker with their own icon; every other club a red one. */
export function markerStyle(tier: number): MarkerStyle {
  return tier === 3
    ? { color: '#c9a227', icon: 'star', className: 'club-marker club-marker-gold' }
    : { color: '#d62d20', icon: 'flag', className: 'club-marker club-marker-red' };
}

/** The club's public page. */
export const clubPageHref = (club: Pick<MapClub, 'id' | 'urlName'>) =>
  `/Club/${encodeURIComponent(club.urlName)}/${club.id}`;

/** The tee-times screen for the club (route teeTimes with query clubid; the club house picks the course). */
export const teeTimesHref = (club: Pick<MapClub, 'id'>) => `/booking/clubs/${club.id}?clubid=${club.id}`;

export type PopupLink = { key: 'exploreMap.findOutMore' | 'exploreMap.teeTimes'; href: string };

/** What a club's popup shows: its name, then Find out More and Tee Times. */
export function popupContent(club: MapClub): { title: string; links: PopupLink[] } {
  return {
    title: club.name,
    links: [
      { key: 'exploreMap.findOutMore', href: clubPageHref(club) },
      { key: 'exploreMap.teeTimes', href: teeTimesHref(club) },
    ],
  };
}
