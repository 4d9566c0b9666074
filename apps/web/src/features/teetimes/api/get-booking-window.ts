import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { addDays } from '../../../lib/zoned-dates';
import { teeTimesQueryOptions } from './get-tee-times';

/** Longest window looked for; clubs book 14, 30 or 60 days ahead. */
const MAX_WINDOW_DAYS = 366;

/**
 * The club's booking window is not a field of any reply, but availability marks every slot of a day
 * beyond it `outside_window`. A binary search over days ahead finds the last bookable date in
 * about nine cached calls.
 */
export async function findLastBookableDate(
  queryClient: QueryClient,
  clubId: number,
  courseId: number,
  today: string,
): Promise<string> {
  const outside = async (days: number) => {
    const day = await queryClient.fetchQuery(
      teeTimesQueryOptions({ clubId, courseId, date: addDays(today, days), players: 1, juniors: 0 }),
    );
    return day.slots.length > 0 && day.slots.every((s) => s.reason === 'outside_window');
  };
  let lo = 0;
  let hi = MAX_WINDOW_DAYS;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await outside(mid)) hi = mid - 1;
    else lo = mid;
  }
  return addDays(today, lo);
}

export function bookingWindowQueryOptions(
  queryClient: QueryClient,
  clubId: number,
  courseId: number,
  today: string,
) {
  return queryOptions({
    queryKey: ['bookingWindow', clubId, courseId, today] as const,
    queryFn: () => findLastBookableDate(queryClient, clubId, courseId, today),
    staleTime: 60 * 60_000,
  });
}

export function useLastBookableDate(clubId: number, courseId: number, today: string | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...bookingWindowQueryOptions(queryClient, clubId, courseId, today ?? ''),
    enabled: today !== undefined,
  });
}
