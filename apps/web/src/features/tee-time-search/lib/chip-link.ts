import { appPaths } from '../../../lib/paths';
import type { SearchResult, SearchTime } from './search-types';
import type { SearchState } from './search-url';

/**
 * Where a time chip leads: the course's booking screen on the search's date and party, with the start
 * chosen (its confirm dialog opens) when it is bookable; a ballot's time opens the day, to enter the ballot.
 */
export function chipHref(
  search: Pick<SearchState, 'date' | 'players' | 'juniors' | 'buddies'>,
  where: Pick<SearchResult, 'ClubId' | 'CourseId'>,
  time: Pick<SearchTime, 'Time' | 'Bookable'>,
): string {
  return appPaths.teeTimes(where.ClubId, where.CourseId, {
    date: search.date,
    players: search.players,
    juniors: search.juniors,
    ...(time.Bookable ? { time: time.Time } : {}),
    ...(search.buddies.length ? { buddies: search.buddies } : {}),
  });
}
