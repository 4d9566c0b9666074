import 'maplibre-gl/dist/maplibre-gl.css';
import { Box, Button } from '@mantine/core';
import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
// MapLibre 6 under Vite: its worker must be bundled and named explicitly, or the map stays blank.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import classes from './club-map.module.css';
import { drawnClubs, initialView, type MapClub, markerStyle } from './map-clubs';
import { popupBody } from './map-popup';

export type { MapClub } from './map-clubs';

setWorkerUrl(workerUrl);

/** A text drawn on a club's marker (the network search's earliest time) and its popup's first link. */
export type ClubMark = { text: string; linkText: string; href: string };

export type ClubMapProps = {
  clubs: MapClub[];
  center?: { lat: number; lng: number };
  zoom?: number;
  /** The See All Clubs toggle, shown when its handler is given. */
  showAll?: boolean;
  onShowAllChange?(v: boolean): void;
  /** Clubs marked with a text instead of the tier's icon (by club id). */
  marks?: ReadonlyMap<number, ClubMark>;
};

const ICONS = {
  // A star for tier 3 clubs, a flag for the others.
  star: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  flag: 'M6 2v20h2v-8h10l-2-4 2-4H8V2z',
} as const;

function markerElement(club: MapClub, mark: ClubMark | undefined): HTMLButtonElement {
  const style = markerStyle(club.tier);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = style.className;
  button.setAttribute('aria-label', club.name);
  if (mark) {
    button.setAttribute('aria-label', `${club.name}, ${mark.text}`);
    button.textContent = mark.text;
    button.dataset.mark = mark.text;
    // The darkest of the two tiers' colours under white text: 4.5:1 and more.
    button.style.cssText =
      'padding:2px 8px;border:2px solid #fff;border-radius:12px;cursor:pointer;font:700 13px/18px system-ui,sans-serif;' +
      'color:#fff;background:#1b4332;box-shadow:0 1px 4px rgba(0,0,0,.45)';
    return button;
  }
  button.dataset.tier = String(club.tier);
  button.style.cssText =
    'width:30px;height:30px;padding:3px;border:2px solid #fff;border-radius:50%;cursor:pointer;' +
    `background:${style.color};box-shadow:0 1px 4px rgba(0,0,0,.45);display:flex`;
  button.innerHTML = `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true"><path fill="#fff" d="${ICONS[style.icon]}"/></svg>`;
  return button;
}

/** The explore map: the network's clubs as markers over the base map, with the See All Clubs toggle. */
export default function ClubMap({
  clubs,
  center,
  zoom,
  showAll = false,
  onShowAllChange,
  marks,
}: ClubMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is created once; centre changes fly below.
  useEffect(() => {
    if (!container.current) return;
    const view = initialView(center, zoom);
    const instance = new MapLibreMap({
      container: container.current,
      style: `${window.location.origin}/tiles/style.json`,
      center: view.center,
      zoom: view.zoom,
      attributionControl: { compact: true },
    });
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // Where the map looks, on the element: what the explore tests read (the canvas cannot be inspected).
    const el = container.current;
    const record = () => {
      const c = instance.getCenter();
      el.dataset.center = `${c.lat.toFixed(4)},${c.lng.toFixed(4)}`;
      el.dataset.zoom = instance.getZoom().toFixed(2);
    };
    record();
    instance.on('moveend', record);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, []);

  // Jumps only when the centre's values change (a new object each render must not undo the member's panning).
  const lat = center?.lat;
  const lng = center?.lng;
  useEffect(() => {
    const view = initialView(lat !== undefined && lng !== undefined ? { lat, lng } : undefined, zoom);
    map.current?.jumpTo(view);
  }, [lat, lng, zoom]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    const markers = drawnClubs(clubs).map((club) => {
      const mark = marks?.get(club.id);
      const body = popupBody(
        club,
        (key) => t(key),
        (href) => void navigate(href),
        mark && { text: mark.linkText, href: mark.href },
      );
      const popup = new Popup({ offset: 18, closeButton: true, maxWidth: '260px' }).setDOMContent(body);
      return new Marker({ element: markerElement(club, mark), anchor: 'center' })
        .setLngLat([club.lng, club.lat])
        .setPopup(popup)
        .addTo(instance);
    });
    return () => {
      for (const marker of markers) marker.remove();
    };
  }, [clubs, navigate, t, marks]);

  return (
    <Box className={classes.frame}>
      {onShowAllChange && (
        <Button
          className={classes.toggle}
          // Mantine's button is position: relative; the style props outrank it, the module adds the shadow.
          pos="absolute"
          top={10}
          left={10}
          style={{ zIndex: 2 }}
          variant={showAll ? 'white' : 'filled'}
          onClick={() => onShowAllChange(!showAll)}
        >
          {showAll ? t('exploreMap.applyFilters') : t('exploreMap.seeAllClubs')}
        </Button>
      )}
      <Box
        ref={container}
        role="region"
        aria-label={t('exploreMap.mapLabel')}
        data-testid="club-map"
        h={{ base: 420, sm: 560 }}
        style={{ borderRadius: 8, overflow: 'hidden' }}
      />
    </Box>
  );
}
