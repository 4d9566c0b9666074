import type { MemberSummary } from '@fairway/contracts';
import { firstScreenCalls } from '@fairway/contracts/constants';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberSummaryQueryKey } from '../features/members';
import { teeTimeSearchKey } from '../features/tee-time-search';
import { clubOverrideStore, setOverridingClubId } from '../lib/club-override';
import { prefetchFirstScreen } from './prefetch';

/** The paths the prefetch asked the API for (every answer empty), and the same with their queries. */
let asked: string[] = [];
let calls: string[] = [];

beforeEach(() => {
  asked = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      const path = url.pathname;
      asked.push(path);
      calls.push(path + url.search);
      // The previous bookings come a page at a time; every other call here answers a list.
      const body =
        path === '/api/bookings/previous'
          ? { items: [], hasMore: false }
          : path === '/api/explore/clubs'
            ? { clubs: [], totalClubsInFilter: 0, totalClubs: 0, distancesAreBad: false, location: null }
            : [];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function signedIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(memberSummaryQueryKey, { HomeClubId: 151 } as MemberSummary);
  return queryClient;
}

describe('prefetchFirstScreen', () => {
  it("asks for the top bar's counts and the layout's club on every screen of a signed-in member", () => {
    prefetchFirstScreen(signedIn(), '/Account');
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/clubs/151/details',
        '/api/member/points',
        '/api/checkout/basket',
        '/api/buddies/requests/count',
        '/api/notifications/unread-count',
      ]),
    );
    expect(asked).not.toContain('/api/bookings/upcoming');
  });

  it("adds the dashboard's message, bookings and waitlist places on the dashboard", () => {
    prefetchFirstScreen(signedIn(), '/');
    expect(asked).toEqual(
      expect.arrayContaining([
        '/api/clubs/151/message',
        '/api/bookings/upcoming',
        '/api/bookings/previous',
        '/api/waitlist',
      ]),
    );
  });

  it('makes exactly the calls whose answers the page carries (firstScreenCalls, shared with the API)', async () => {
    const addresses = [
      ['/', ''],
      ['/Renew', ''],
      ['/Account', ''],
      ['/explore/clubs', '?sortBy=1'],
      ['/explore/clubs', ''],
      ['/explore', ''],
      ['/booking/clubs/563', ''],
      ['/booking/clubs/563/56301', '?Date=2026-12-03&Players=3&Juniors=1&BookAgain=true'],
      ['/booking/clubs/151/15101', '?Date=2026-12-03&Players=2'],
      ['/booking/clubs/151/15101', '?Date=tomorrow&Players=2'],
      ['/spa/563/56302', '?Date=2026-12-03&Players=1&Treatment=massage'],
      ['/release-lines/7', ''],
      ['/release-lines/7/audit', ''],
    ] as const;
    for (const [path, search] of addresses) {
      calls = [];
      prefetchFirstScreen(signedIn(), path, search);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(calls.toSorted(), path + search).toEqual(firstScreenCalls(path, search, 151).toSorted());
    }
  });

  it("asks for a line's waiting room's line, then its club's details and document, and wears that club", async () => {
    const fetchLine = vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      asked.push(path);
      const body = path === '/api/release-lines/7' ? { Id: 7, ClubId: 563, CourseId: 56301 } : {};
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchLine);
    setOverridingClubId(undefined);
    await prefetchFirstScreen(signedIn(), '/release-lines/7');
    expect(asked).toEqual(
      expect.arrayContaining(['/api/release-lines/7', '/api/clubs/563/details', '/api/clubs/563/content']),
    );
    expect(clubOverrideStore.get()).toEqual({ overrideClub: true, overridingClubId: 563 });
    setOverridingClubId(undefined);
  });

  it('asks for the network search an address describes, under the key its screen reads, with the page’s calls', async () => {
    const queryClient = signedIn();
    await prefetchFirstScreen(queryClient, '/booking/find', '?date=2099-01-02&from=08:00&players=2');
    const search = calls.filter((call) => call.startsWith('/api/teetimes/search'));
    expect(search).toEqual([
      '/api/teetimes/search?date=2099-01-02&from=08%3A00&players=2&radiusKm=50&sort=soonest&limit=20',
    ]);
    expect(calls.filter((call) => !call.startsWith('/api/teetimes/search')).toSorted()).toEqual(
      firstScreenCalls('/booking/find', '', 151).toSorted(),
    );
    expect(queryClient.getQueryCache().findAll({ queryKey: teeTimeSearchKey })).toHaveLength(1);
  });

  it('gives each request to the schedule it is handed, and asks nothing until the schedule runs it', async () => {
    const jobs: (() => void)[] = [];
    prefetchFirstScreen(signedIn(), '/', '', (job) => jobs.push(job));
    expect(asked).toEqual([]);
    for (const job of jobs) {
      const before = asked.length;
      job();
      // One request a job: each is a task of its own in the app.
      expect(asked.length - before).toBe(1);
    }
    expect(asked.toSorted()).toEqual(
      firstScreenCalls('/', '', 151)
        .map((call) => call.split('?')[0])
        .toSorted(),
    );
  });

  it("settles once every request has, a booking's club asked after its bookings included, and a failure too", async () => {
    // The upcoming bookings name club 563; the unread count fails.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        asked.push(path);
        if (path === '/api/notifications/unread-count') return new Response('{}', { status: 500 });
        const body =
          path === '/api/bookings/upcoming'
            ? [{ ClubId: 563 }]
            : path === '/api/bookings/previous'
              ? { items: [], hasMore: false }
              : [];
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const queryClient = signedIn();
    let settled = false;
    const all = prefetchFirstScreen(queryClient, '/').then(() => {
      settled = true;
    });
    expect(settled).toBe(false);
    await all;
    expect(asked).toContain('/api/clubs/563/details');
    // Settled after the last answer was in the cache (the club asked last among them), not before.
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.fetchStatus === 'fetching')
        .map((q) => q.queryKey),
    ).toEqual([]);
  });

  it('settles at once when no one has signed in', async () => {
    await expect(prefetchFirstScreen(new QueryClient(), '/')).resolves.toBeUndefined();
  });

  it('asks for nothing before anyone has signed in', () => {
    prefetchFirstScreen(new QueryClient(), '/');
    expect(asked).toEqual([]);
  });
});
