import type { MemberSummary } from '@fairway/contracts';
import { bookingClubOfAddress, courseDayOfAddress, isDashboardPath } from '@fairway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { previousBookingsQueryOptions, upcomingBookingsQueryOptions } from '../features/bookings';
import { buddyListQueryOptions, buddyRequestCountQueryOptions } from '../features/buddies';
import { basketQueryOptions } from '../features/checkout';
import { clubDetailsQueryOptions, clubMessageQueryOptions } from '../features/clubs';
import { DEFAULT_LIST_COUNT, DEFAULT_LIST_SEARCH, exploreClubsQueryOptions } from '../features/explore';
import { additionalBookersQueryOptions } from '../features/extras';
import { memberSummaryQueryKey, pointsQueryOptions } from '../features/members';
import { unreadCountQueryOptions } from '../features/notifications';
import { teeTimesQueryOptions } from '../features/teetimes';
import { myWaitlistQueryOptions } from '../features/waitlist';

/**
 * The first screen's data, asked for while its chunk and the language catalogue load rather than after
 * the first render: the layout's club details, extras and top-bar counts for a signed-in member (the page
 * carries the session), a booking screen's club details, and on the dashboard its message and bookings. The screen
 * then mounts with its data in one render instead of re-rendering as each answer arrives. Errors stay
 * with the queries (the screens show them as before); nothing here waits.
 */
export function prefetchFirstScreen(queryClient: QueryClient, pathname: string, search = ''): void {
  const member = queryClient.getQueryData<MemberSummary>(memberSummaryQueryKey);
  if (!member) return;
  const home = member.HomeClubId;
  void queryClient.prefetchQuery(clubDetailsQueryOptions(home));
  void queryClient.prefetchQuery(additionalBookersQueryOptions(home));
  // The top bar's balances, basket, buddy requests and bell, shown on every screen with the layout.
  void queryClient.prefetchQuery(pointsQueryOptions());
  void queryClient.prefetchQuery(basketQueryOptions());
  void queryClient.prefetchQuery(buddyRequestCountQueryOptions());
  void queryClient.prefetchQuery(unreadCountQueryOptions());
  // A club's booking screens (club house, tee times) start from its details: its courses and zone.
  const bookingClub = bookingClubOfAddress(pathname);
  if (bookingClub !== null) void queryClient.prefetchQuery(clubDetailsQueryOptions(bookingClub));
  prefetchTeeTimes(queryClient, pathname, search);
  // The plain explore list's first page, under the key the screen asks for it with.
  if (/^\/explore(?:\/clubs)?\/?$/i.test(pathname) && search.replace(/^\?/, '') === '') {
    void queryClient.prefetchQuery(exploreClubsQueryOptions(DEFAULT_LIST_SEARCH, DEFAULT_LIST_COUNT));
  }
  if (!isDashboardPath(pathname)) return;
  void queryClient.prefetchQuery(clubMessageQueryOptions(home));
  // Each booking card shows its time in its club's zone: those clubs' details follow the bookings, so
  // the cards do not render once in the browser's zone and again in the club's.
  const clubsOf = (bookings: readonly { ClubId: number }[]) => {
    for (const clubId of new Set(bookings.map((b) => b.ClubId))) {
      void queryClient.prefetchQuery(clubDetailsQueryOptions(clubId));
    }
  };
  // Errors (a failed request, an answer of another shape) stay with the screens' own queries.
  queryClient
    .fetchQuery(upcomingBookingsQueryOptions())
    .then(clubsOf)
    .catch(() => undefined);
  queryClient
    .fetchQuery(previousBookingsQueryOptions(1))
    .then((page) => clubsOf(page.items))
    .catch(() => undefined);
}

/**
 * A golf course-day named in full by its address (/booking/clubs/{club}/{course}?Date=…&Players=…): its
 * tee times, the member's buddies and waitlist places, under the keys the screen asks for them with. An
 * address the screen reads differently (no date, a party out of range) only costs these requests.
 */
function prefetchTeeTimes(queryClient: QueryClient, pathname: string, search: string): void {
  const day = courseDayOfAddress(pathname, search);
  if (!day) return;
  void queryClient.prefetchQuery(teeTimesQueryOptions(day as Parameters<typeof teeTimesQueryOptions>[0]));
  void queryClient.prefetchQuery(buddyListQueryOptions('buddies'));
  void queryClient.prefetchQuery(myWaitlistQueryOptions());
}
