import { addDays } from '../../../lib/zoned-dates';
import { useClubDetails } from '../../clubs';

/** Members book from today up to today + the club's BookingWindowDays (club-local calendar dates). */
export function lastBookableDate(today: string, bookingWindowDays: number): string {
  return addDays(today, bookingWindowDays);
}

/**
 * The last bookable date, from the club details (cached by TanStack Query, shared with the screen).
 * `today` must be today in the club's time zone; undefined until both are known.
 */
export function useLastBookableDate(clubId: number, today: string | undefined): string | undefined {
  const details = useClubDetails(clubId).data;
  return today !== undefined && details ? lastBookableDate(today, details.BookingWindowDays) : undefined;
}
