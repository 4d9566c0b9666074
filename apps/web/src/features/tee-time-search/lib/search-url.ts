import type { TeeTimeAlertBody } from '@fairway/contracts';
import { MAX_PLAYERS, MIN_PLAYERS } from '@fairway/contracts/constants';
import { addDays, isIsoDate } from '../../../lib/zoned-dates';

export const SORTS = ['soonest', 'nearest', 'cheapest'] as const;
export type Sort = (typeof SORTS)[number];
export const VIEWS = ['clubs', 'times', 'map'] as const;
export type View = (typeof VIEWS)[number];
/** Where the search measures from: the member's home club (the API's default), the device, or a place. */
export const WHERES = ['home', 'near', 'place'] as const;
export type Where = (typeof WHERES)[number];

export const RADIUS_MIN = 1;
export const RADIUS_MAX = 500;
export const DEFAULT_RADIUS = 50;
/** The radii offered; a shared link may carry another (kept, and offered alongside). */
export const RADIUS_CHOICES = [10, 25, 50, 100, 200, 500] as const;
const BUDDIES_MAX = MAX_PLAYERS - 1;

/** The whole search, as the screen and its URL hold it. */
export type SearchState = {
  date: string;
  /** HH:mm, or '' for the start of the day. */
  from: string;
  /** HH:mm, or '' for the end of the day. */
  to: string;
  players: number;
  juniors: number;
  /** Buddies' targets, the party beside the member. */
  buddies: string[];
  where: Where;
  /** The point for `near` and `place`. */
  lat: number | null;
  lng: number | null;
  /** The place's name as the geocoder labelled it (shown back in the field). */
  place: string;
  radiusKm: number;
  /** Points (or rounds) ceiling for the whole party; null for none. */
  maxCost: number | null;
  sort: Sort;
  view: View;
};

export const defaultSearch = (today: string): SearchState => ({
  date: today,
  from: '',
  to: '',
  players: 1,
  juniors: 0,
  buddies: [],
  where: 'home',
  lat: null,
  lng: null,
  place: '',
  radiusKm: DEFAULT_RADIUS,
  maxCost: null,
  sort: 'soonest',
  view: 'clubs',
});

/** A real calendar date (2026-13-45 is not one, though the date parser rolls it over). */
const isRealDate = (v: string | null): v is string => isIsoDate(v) && addDays(v, 0) === v;

const isTime = (v: string | null): v is string => v !== null && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

function intIn(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) ? Math.min(max, Math.max(min, n)) : null;
}

function coordinate(raw: string | null, limit: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null, fallback: T): T {
  return (values as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
}

/**
 * The search a URL describes, read leniently: a missing or unreadable value falls back to its default, a
 * date before today is today, a window whose end is not after its start loses its end, and `near` or
 * `place` without a point is the home club.
 */
export function readSearch(params: URLSearchParams, today: string): SearchState {
  const d = defaultSearch(today);
  const rawDate = params.get('date');
  const date = isRealDate(rawDate) && rawDate >= today ? rawDate : today;
  const from = isTime(params.get('from')) ? (params.get('from') as string) : '';
  let to = isTime(params.get('to')) ? (params.get('to') as string) : '';
  if (from && to && to <= from) to = '';
  const players = intIn(params.get('players'), MIN_PLAYERS, MAX_PLAYERS) ?? d.players;
  const juniors = Math.min(intIn(params.get('juniors'), 0, MAX_PLAYERS) ?? 0, players - 1);
  const buddies = [
    ...new Set(
      (params.get('buddies') ?? '')
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean),
    ),
  ].slice(0, Math.min(BUDDIES_MAX, players - 1 - juniors));
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const hasPoint = lat !== null && lng !== null;
  const where = hasPoint ? oneOf(WHERES, params.get('where'), 'place') : 'home';
  const maxCost = intIn(params.get('maxCost'), 0, 1_000_000);
  return {
    date,
    from,
    to,
    players,
    juniors: Math.max(0, juniors),
    buddies,
    where: where === 'home' ? 'home' : where,
    lat: where === 'home' ? null : lat,
    lng: where === 'home' ? null : lng,
    place: where === 'place' ? (params.get('place') ?? '').slice(0, 200) : '',
    radiusKm: intIn(params.get('radiusKm'), RADIUS_MIN, RADIUS_MAX) ?? d.radiusKm,
    maxCost,
    sort: oneOf(SORTS, params.get('sort'), d.sort),
    view: oneOf(VIEWS, params.get('view'), d.view),
  };
}

/** The URL's query for a search: the date always, every other value only when it is not its default. */
export function writeSearch(s: SearchState): URLSearchParams {
  const q = new URLSearchParams({ date: s.date });
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  if (s.players !== 1) q.set('players', String(s.players));
  if (s.juniors > 0) q.set('juniors', String(s.juniors));
  if (s.buddies.length) q.set('buddies', s.buddies.join(','));
  if (s.where !== 'home' && s.lat !== null && s.lng !== null) {
    q.set('where', s.where);
    q.set('lat', s.lat.toFixed(4));
    q.set('lng', s.lng.toFixed(4));
    if (s.where === 'place' && s.place) q.set('place', s.place);
  }
  if (s.radiusKm !== DEFAULT_RADIUS) q.set('radiusKm', String(s.radiusKm));
  if (s.maxCost !== null) q.set('maxCost', String(s.maxCost));
  if (s.sort !== 'soonest') q.set('sort', s.sort);
  if (s.view !== 'clubs') q.set('view', s.view);
  return q;
}

/** The API's query (GET /api/teetimes/search) for a search and a page's cursor. */
export function apiQuery(s: SearchState, cursor?: string | null, limit = 20): URLSearchParams {
  const q = new URLSearchParams({ date: s.date });
  if (s.from) q.set('from', s.from);
  if (s.to) q.set('to', s.to);
  q.set('players', String(s.players));
  if (s.juniors > 0) q.set('juniors', String(s.juniors));
  if (s.where !== 'home' && s.lat !== null && s.lng !== null) {
    q.set('lat', String(s.lat));
    q.set('lng', String(s.lng));
  }
  q.set('radiusKm', String(s.radiusKm));
  if (s.maxCost !== null) q.set('maxCost', String(s.maxCost));
  q.set('sort', s.sort);
  if (s.buddies.length) q.set('buddies', s.buddies.join(','));
  if (cursor) q.set('cursor', cursor);
  q.set('limit', String(limit));
  return q;
}

/** The alert a search saves (POST /api/teetimes/alerts): the whole day when no window is set. */
export function alertBody(s: SearchState): TeeTimeAlertBody {
  return {
    date: s.date,
    from: s.from || '00:00',
    to: s.to || '23:59',
    players: s.players,
    juniors: s.juniors,
    ...(s.where !== 'home' && s.lat !== null && s.lng !== null ? { lat: s.lat, lng: s.lng } : {}),
    radiusKm: s.radiusKm,
    ...(s.maxCost !== null ? { maxCost: s.maxCost } : {}),
  };
}

/** The empty state's widenings: the window to the whole day, the radius to the next offered one. */
export function widerWindow(s: SearchState): SearchState | null {
  return s.from || s.to ? { ...s, from: '', to: '' } : null;
}

export function widerRadius(s: SearchState): SearchState | null {
  const next = RADIUS_CHOICES.find((r) => r > s.radiusKm);
  return next === undefined ? null : { ...s, radiusKm: next };
}
