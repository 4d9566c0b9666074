import { MAX_PLAYERS, MIN_PLAYERS } from '@fairway/contracts/constants';
import type { TeeTimeSearch } from '../../../lib/paths';
import { isIsoDate } from '../../../lib/zoned-dates';

function intIn(value: string | null, min: number, max: number, fallback: number): number {
  const n = value === null || value.trim() === '' ? Number.NaN : Number(value);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(max, Math.max(min, n));
}

/**
 * How big a party the facility takes (dining: covers beyond four), whether it takes juniors and, when
 * not every size up to the largest, the sizes it offers (a restaurant's tables: 2, 4, 6, 8).
 */
export type PartyLimits = { maxPlayers: number; juniors: boolean; sizes?: readonly number[] };

/** The smallest offered size that seats the party, or the largest offered when none does. */
export function offeredSize(players: number, sizes: readonly number[]): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted.find((size) => size >= players) ?? sorted[sorted.length - 1] ?? players;
}

/**
 * The tee-time query (Date, Players, Juniors, BookAgain) read leniently: missing or odd values fall back
 * (today, 1 player, 0 juniors), dates are kept inside [today, lastDate], a party is one of the sizes
 * offered and juniors never exceed players.
 */
export function readTeeTimeSearch(
  params: URLSearchParams,
  today: string,
  lastDate?: string,
  party: PartyLimits = { maxPlayers: MAX_PLAYERS, juniors: true },
): Required<TeeTimeSearch> {
  const asked = intIn(params.get('Players'), MIN_PLAYERS, party.maxPlayers, MIN_PLAYERS);
  const players = party.sizes?.length ? offeredSize(asked, party.sizes) : asked;
  const juniors = party.juniors ? intIn(params.get('Juniors'), 0, players, 0) : 0;
  const raw = params.get('Date');
  let date = isIsoDate(raw) ? raw : today;
  if (date < today) date = today;
  if (lastDate && date > lastDate) date = lastDate;
  return { date, players, juniors, bookAgain: params.get('BookAgain') === 'true' };
}

/** The query string of a search, with the spec's parameter names. */
export function teeTimeSearchParams(s: TeeTimeSearch): Record<string, string> {
  return {
    Date: s.date,
    Players: String(s.players),
    Juniors: String(Math.min(s.juniors, s.players)),
    ...(s.bookAgain ? { BookAgain: 'true' } : {}),
  };
}

export type SearchField = 'Date' | 'Players' | 'Juniors';

/**
 * Which query values given in the URL were out of range (or unreadable) and were corrected by
 * `readTeeTimeSearch`; `dateOutsideWindow` when the date was a real date outside [today, lastDate].
 */
export function searchCorrections(
  params: URLSearchParams,
  search: Required<TeeTimeSearch>,
): { fields: SearchField[]; dateOutsideWindow: string | undefined } {
  const fields: SearchField[] = [];
  const differs = (name: SearchField, value: string) => {
    const raw = params.get(name);
    if (raw !== null && raw !== value) fields.push(name);
  };
  const rawDate = params.get('Date');
  const dateOutsideWindow = isIsoDate(rawDate) && rawDate !== search.date ? rawDate : undefined;
  if (!dateOutsideWindow) differs('Date', search.date);
  differs('Players', String(search.players));
  differs('Juniors', String(search.juniors));
  return { fields, dateOutsideWindow };
}
