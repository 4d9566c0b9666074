import type { MemberSummary } from '@fairway/contracts';
import {
  bookingClubOfAddress,
  courseDayOfAddress,
  isDashboardPath,
  releaseLineOfAddress,
} from '@fairway/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { previousBookingsQueryOptions, upcomingBookingsQueryOptions } from '../features/bookings';
import { buddyListQueryOptions, buddyRequestCountQueryOptions } from '../features/buddies';
import { basketQueryOptions } from '../features/checkout';
import {
  additionalBookersQueryOptions,
  clubContentQueryOptions,
  clubDetailsQueryOptions,
  clubMessageQueryOptions,
} from '../features/clubs';
import { DEFAULT_LIST_COUNT, DEFAULT_LIST_SEARCH, exploreClubsQueryOptions } from '../features/explore';
import { memberSummaryQueryKey, pointsQueryOptions } from '../features/members';
import { unreadCountQueryOptions } from '../features/notifications';
import { releaseLineQueryOptions, releaseLinesQueryOptions } from '../features/release-lines';
import { prefetchTeeTimeSearch } from '../features/tee-time-search';
import { teeTimesQueryOptions } from '../features/teetimes';
import { myWaitlistQueryOptions } from '../features/waitlist';
import { setOverridingClubId } from '../lib/club-override';
import { atOnce } from '../lib/tasks';

/** How the prefetch runs each of its requests: at once, or in a task of its own (`inATask`). */
type Schedule = (job: () => void) => void;

/**
 * The first screen's data, asked for while its chunk and the language catalogue load rather than after
 * the first render: the layout's club details, extras and top-bar counts for a signed-in member (the page
 * carries the session), a booking screen's club details, and on the dashboard its message, bookings and waitlist places. The screen
 * then mounts with its data in one render instead of re-rendering as each answer arrives. Errors stay
 * with the queries (the screens show them as before). Returns when every request has settled: main.tsx
 * starts the first render then (or after a second at most), since an answer arriving while React renders
 * the screen in slices made it throw them away and render the whole screen again, synchronously.
 *
 * `schedule` runs each request: the app gives each a task of its own (`inATask`), since a dozen requests
 * through the query cache made one task of 70–190 ms on a phone-like CPU, before the first render.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  pathname: string,
  search = '',
  schedule: Schedule = atOnce,
): Promise<void> {
  const member = queryClient.getQueryData<MemberSummary>(memberSummaryQueryKey);
  if (!member) return Promise.resolve();
  const home = member.HomeClubId;
  // Each request's settling, so that the caller can tell when the first screen's data is all in.
  const requests: Promise<unknown>[] = [];
  const later = (request: () => Promise<unknown>) => {
    requests.push(new Promise<unknown>((settled) => schedule(() => void request().then(settled, settled))));
  };
  later(() => queryClient.prefetchQuery(clubDetailsQueryOptions(home)));
  later(() => queryClient.prefetchQuery(additionalBookersQueryOptions(home)));
  // The top bar's balances, basket, buddy requests and bell, shown on every screen with the layout.
  later(() => queryClient.prefetchQuery(pointsQueryOptions()));
  later(() => queryClient.prefetchQuery(basketQueryOptions()));
  later(() => queryClient.prefetchQuery(buddyRequestCountQueryOptions()));
  later(() => queryClient.prefetchQuery(unreadCountQueryOptions()));
  // A club's booking screens (club house, tee times) start from its details: its courses and zone.
  const bookingClub = bookingClubOfAddress(pathname);
  if (bookingClub !== null) later(() => queryClient.prefetchQuery(clubDetailsQueryOptions(bookingClub)));
  prefetchTeeTimes(queryClient, later, pathname, search);
  // The plain explore list's first page, under the key the screen asks for it with.
  if (/^\/explore(?:\/clubs)?\/?$/i.test(pathname) && search.replace(/^\?/, '') === '') {
    later(() => queryClient.prefetchQuery(exploreClubsQueryOptions(DEFAULT_LIST_SEARCH, DEFAULT_LIST_COUNT)));
  }
  if (isDashboardPath(pathname)) prefetchDashboard(queryClient, later, home);
  const lineId = releaseLineOfAddress(pathname);
  if (lineId !== null) prefetchLine(queryClient, later, lineId);
  // The network search (/booking/find?…): its answer is not among the page's (reading the search takes the
  // browser's date and the screen's defaults), but it is asked for with them, before the first render.
  if (/^\/booking\/find\/?$/i.test(pathname)) {
    later(() => prefetchTeeTimeSearch(queryClient, search, dayjs().format('YYYY-MM-DD')));
  }
  return settledAll(requests);
}

/** Resolves once every request has settled, including those a settled one added (a booking's clubs). */
async function settledAll(requests: Promise<unknown>[]): Promise<void> {
  for (let seen = 0; seen < requests.length; seen = requests.length) {
    await Promise.all(requests.slice(seen));
  }
}

/** The dashboard's message, waitlist places and bookings, and the clubs of those bookings. */
function prefetchDashboard(
  queryClient: QueryClient,
  later: (request: () => Promise<unknown>) => void,
  home: number,
): void {
  later(() => queryClient.prefetchQuery(clubMessageQueryOptions(home)));
  later(() => queryClient.prefetchQuery(myWaitlistQueryOptions()));
  // Each booking card shows its time in its club's zone: those clubs' details follow the bookings, so
  // the cards do not render once in the browser's zone and again in the club's.
  const clubsOf = (bookings: readonly { ClubId: number }[]) => {
    for (const clubId of new Set(bookings.map((b) => b.ClubId)))
      later(() => queryClient.prefetchQuery(clubDetailsQueryOptions(clubId)));
  };
  // Errors (a failed request, an answer of another shape) stay with the screens' own queries.
  later(() =>
    queryClient
      .fetchQuery(upcomingBookingsQueryOptions())
      .then(clubsOf)
      .catch(() => undefined),
  );
  later(() =>
    queryClient
      .fetchQuery(previousBookingsQueryOptions(1))
      .then((page) => clubsOf(page.items))
      .catch(() => undefined),
  );
}

/**
 * A golf course-day named in full by its address (/booking/clubs/{club}/{course}?Date=…&Players=…): its
 * tee times, its release line (if any), the member's buddies and waitlist places, under the keys the screen asks for them with. An
 * address the screen reads differently (no date, a party out of range) only costs these requests.
 */
function prefetchTeeTimes(
  queryClient: QueryClient,
  later: (request: () => Promise<unknown>) => void,
  pathname: string,
  search: string,
): void {
  const day = courseDayOfAddress(pathname, search);
  if (!day) return;
  later(() =>
    queryClient.prefetchQuery(teeTimesQueryOptions(day as Parameters<typeof teeTimesQueryOptions>[0])),
  );
  later(() => queryClient.prefetchQuery(buddyListQueryOptions('buddies')));
  later(() => queryClient.prefetchQuery(myWaitlistQueryOptions()));
  const { clubId, courseId, date } = day;
  later(() => queryClient.prefetchQuery(releaseLinesQueryOptions({ clubId, courseId, date })));
}

/**
 * A line's waiting room (/release-lines/{id}): the line, then its club's details and document (the room's
 * zone and the release's turn), and that club worn from the first render. The page wears it once mounted
 * too (`useLineClubTheme`), which alone rendered the whole app a second time, synchronously, once the
 * line had loaded.
 */
function prefetchLine(
  queryClient: QueryClient,
  later: (request: () => Promise<unknown>) => void,
  lineId: number,
): void {
  later(() =>
    queryClient
      .fetchQuery(releaseLineQueryOptions(lineId))
      .then(({ ClubId }) => {
        if (!Number.isSafeInteger(ClubId)) return;
        setOverridingClubId(ClubId);
        later(() => queryClient.prefetchQuery(clubDetailsQueryOptions(ClubId)));
        later(() => queryClient.prefetchQuery(clubContentQueryOptions(ClubId)));
      })
      .catch(() => undefined),
  );
}
