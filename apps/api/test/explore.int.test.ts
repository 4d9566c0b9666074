import fs from 'node:fs';
import path from 'node:path';
import { EXPLORE_SORT, type ExploreClub, type ExploreClubsResult } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs, favouriteClubs, members } from '../src/db/schema';
import { createMember } from './booking-fixtures';
import { exploreSearch } from './explore-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('explore clubs API', () => {
  const ctx = useTestApp();
  let cookie: string;
  let roundsCookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor(ctx, 'member@example.com');
    roundsCookie = await sessionCookieFor(ctx, 'rounds@example.com');
  });

  const search = (query: Record<string, string | number | boolean>, as = cookie) =>
    exploreSearch(ctx, as, query);
  const names = (r: ExploreClubsResult) => r.clubs.map((c) => c.Name);

  it('pages the network: 10 by default, more on request, with both totals', async () => {
    const first = await search({});
    expect(first.clubs).toHaveLength(10);
    expect(first.totalClubs).toBeGreaterThan(240);
    expect(first.totalClubsInFilter).toBe(first.totalClubs);
    expect(first.distancesAreBad).toBe(false);
    const more = await search({ numClubsToReturn: 20 });
    expect(names(more).slice(0, 10)).toEqual(names(first));
    expect(more.clubs).toHaveLength(20);
  });

  it("gives every club a banner shipped with the web app: the themed clubs their own, the others their tier's", async () => {
    const all = await search({ numClubsToReturn: 1000 });
    const publicDir = path.resolve(import.meta.dirname, '../../web/public');
    for (const club of all.clubs) {
      expect(club.BannerUrl, club.Name).toMatch(
        club.Id >= 601
          ? new RegExp(`/network/banner-tier-${club.Tier}\\.svg$`)
          : new RegExp(`/clubs/${club.Id}/`),
      );
      expect(fs.existsSync(path.join(publicDir, club.BannerUrl ?? '')), club.Name).toBe(true);
    }
  });

  it('finds a club by name with a typo and with the words out of order', async () => {
    expect(names(await search({ searchTerm: 'Foxhil Heath' }))[0]).toBe('Foxhill Heath Golf Club');
    expect(names(await search({ searchTerm: 'heath foxhill' }))[0]).toBe('Foxhill Heath Golf Club');
    expect(names(await search({ searchTerm: 'Grove Manr' }))[0]).toBe('The Grove Manor');
  });

  it('finds a club by name with two typos, with and without a distance, and nothing for an unrelated name (issue 44 item 15)', async () => {
    expect(names(await search({ searchTerm: 'foxhil heth' }))[0]).toBe('Foxhill Heath Golf Club');
    // With a distance the name is matched row by row, not through explore_name_matches: the same threshold.
    const near = await search({
      searchTerm: 'foxhil heth',
      latitude: 51.3365,
      longitude: -0.7427,
      distance: 20,
    });
    expect(names(near)[0]).toBe('Foxhill Heath Golf Club');
    expect(names(await search({ searchTerm: 'eastclif lnks' }))[0]).toBe('Eastcliff Links');
    expect(names(await search({ searchTerm: 'Xqzzyplotville' }))).toEqual([]);
  });

  it('sorts by distance from a point and limits the distance in miles', async () => {
    const camberley = { latitude: 51.3365, longitude: -0.7427 };
    const near = await search({
      ...camberley,
      sortBy: EXPLORE_SORT.distance,
      distance: 20,
      numClubsToReturn: 100,
    });
    expect(near.clubs[0]?.Name).toBe('Foxhill Heath Golf Club');
    const distances = near.clubs.map((c) => c.Distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(20);
    expect(near.totalClubsInFilter).toBe(near.clubs.length);
    const far = await search({ ...camberley, sortBy: EXPLORE_SORT.distance, sortByReverse: true });
    expect(far.clubs[0]?.Distance).toBeGreaterThan(300);
    // A distance sort without a location says its distances are bad.
    expect((await search({ sortBy: EXPLORE_SORT.distance })).distancesAreBad).toBe(true);
  });

  it('searches by location text through the geocoder, and finds nothing for an unknown place', async () => {
    const harrogate = await search({ searchTerm: 'Harrogate', postcode: true, sortBy: 1 });
    expect(harrogate.clubs[0]?.Name).toBe('Lindale Park Golf Club');
    expect(harrogate.clubs[0]?.Distance).toBeLessThan(3);
    const nowhere = await search({ searchTerm: 'Xqzzyplotville', postcode: true, sortBy: 1 });
    expect(nowhere).toMatchObject({
      clubs: [],
      totalClubsInFilter: 0,
      distancesAreBad: true,
      location: null,
    });
  });

  it("finds clubs near a postcode's area town (AL1 3HX → St Albans) in a location search", async () => {
    const stAlbans = await search({ searchTerm: 'St Albans', postcode: true, sortBy: 1 });
    for (const searchTerm of ['AL1 3HX', 'al1', 'AL13HX']) {
      const near = await search({ searchTerm, postcode: true, sortBy: 1 });
      expect(near.distancesAreBad, searchTerm).toBe(false);
      expect(near.location, searchTerm).toEqual(stAlbans.location);
      expect(names(near), searchTerm).toEqual(names(stAlbans));
    }
    expect(names(stAlbans)[0]).toBe('The Grove Abbey');
  });

  it("answers the search's point: a typed location as the geocoder resolves it with ', United Kingdom'", async () => {
    const geo = await ctx.app.inject({
      method: 'GET',
      url: `/api/geo/search?q=${encodeURIComponent('Harrogate, United Kingdom')}`,
      headers: { cookie },
    });
    const place = geo.json().results[0];
    const harrogate = await search({ searchTerm: 'Harrogate', postcode: true, sortBy: 1 });
    expect(harrogate.location).toEqual({ Latitude: place.latitude, Longitude: place.longitude });
    // The device's point comes back as sent; a name search has none.
    const device = await search({ latitude: 51.3365, longitude: -0.7427 });
    expect(device.location).toEqual({ Latitude: 51.3365, Longitude: -0.7427 });
    expect((await search({ searchTerm: 'Harrogate' })).location).toBeNull();
  });

  it('filters by average price, price range, facilities and tier; every listed facility must hold', async () => {
    const cheap = await search({ maxAveragePrice: 4, numClubsToReturn: 1000 });
    expect(cheap.clubs.length).toBeGreaterThan(0);
    expect(cheap.clubs.every((c) => c.Prices.AvgPrice <= 4)).toBe(true);
    const both = await search({ facilities: 'Gym,Pool', numClubsToReturn: 1000 });
    expect(both.clubs.length).toBeGreaterThan(0);
    expect(both.clubs.every((c) => c.Facilities.includes('Gym') && c.Facilities.includes('Pool'))).toBe(true);
    const gym = await search({ facilities: 'Gym', numClubsToReturn: 1000 });
    expect(gym.totalClubsInFilter).toBeGreaterThan(both.totalClubsInFilter);
    const tier2 = await search({ tier: 2, numClubsToReturn: 1000 });
    expect(tier2.clubs.every((c) => c.Tier === 2)).toBe(true);
    const range = await search({ minMaxRange: '12,15', numClubsToReturn: 1000 });
    const all = await search({ numClubsToReturn: 1000 });
    expect(range.totalClubsInFilter).toBeLessThan(all.totalClubsInFilter);
    const combined = await search({ facilities: 'Gym', tier: 2, maxAveragePrice: 6, numClubsToReturn: 1000 });
    expect(
      combined.clubs.every((c) => c.Facilities.includes('Gym') && c.Tier === 2 && c.Prices.AvgPrice <= 6),
    ).toBe(true);
  });

  it('orders alphabetically, by price and by newest, each reversible', async () => {
    const byName = names(await search({ sortBy: EXPLORE_SORT.alphabetical, numClubsToReturn: 50 }));
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const byPrice = (await search({ sortBy: EXPLORE_SORT.averagePrice, numClubsToReturn: 50 })).clubs;
    expect(byPrice.map((c) => c.Prices.AvgPrice)).toEqual(
      byPrice.map((c) => c.Prices.AvgPrice).sort((a, b) => a - b),
    );
    const dearest = (await search({ sortBy: EXPLORE_SORT.averagePrice, sortByReverse: true }))
      .clubs[0] as ExploreClub;
    expect(dearest.Prices.AvgPrice).toBe(
      Math.max(...(await search({ numClubsToReturn: 1000 })).clubs.map((c) => c.Prices.AvgPrice)),
    );
    const newest = (await search({ sortBy: EXPLORE_SORT.newest, numClubsToReturn: 30 })).clubs.map(
      (c) => c.DateJoined,
    );
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('breaks a best-match tie on the name by distance, nearest first', async () => {
    const [template] = await ctx.database.db.select().from(clubs).where(eq(clubs.id, 601));
    // Two clubs of the same name: the same similarity to any text, so only the distance can order them.
    const twin = (id: number, latitude: number, longitude: number) => ({
      ...(template as typeof clubs.$inferInsert),
      id,
      name: 'Quillbrook Twin Golf Club',
      latitude,
      longitude,
      closedToVisitors: false,
      state: 'Available' as const,
    });
    await ctx.database.db.insert(clubs).values([twin(990, 54.0, -1.5), twin(991, 51.5, -0.1)]);
    try {
      const order = async (latitude: number, longitude: number) =>
        (await search({ searchTerm: 'Quillbrook Twin', latitude, longitude })).clubs
          .filter((c) => c.Name === 'Quillbrook Twin Golf Club')
          .map((c) => c.Id);
      expect(await order(53.9, -1.6)).toEqual([990, 991]);
      expect(await order(51.4, -0.2)).toEqual([991, 990]);
    } finally {
      await ctx.database.db.delete(clubs).where(sql`${clubs.id} in (990, 991)`);
    }
  });

  it('reverses the favourites, last booking and rounds played sorts', async () => {
    const all = { numClubsToReturn: 1000 };
    const favs = (await search({ ...all, sortBy: EXPLORE_SORT.favourites, sortByReverse: true })).clubs;
    const marked = favs.filter((c) => c.IsFavourite).length;
    expect(marked).toBeGreaterThan(0);
    // Favourites last.
    expect(favs.slice(-marked).every((c) => c.IsFavourite)).toBe(true);
    expect(favs[0]?.IsFavourite).toBe(false);

    const last = (await search({ ...all, sortBy: EXPLORE_SORT.lastBookingDate, sortByReverse: true })).clubs;
    const dates = last.map((c) => c.LastBookingDate).filter((d): d is string => d !== null);
    expect(dates.length).toBeGreaterThan(1);
    // Oldest booking first; clubs never booked still last.
    expect(dates).toEqual([...dates].sort());
    expect(last.slice(0, dates.length).every((c) => c.LastBookingDate !== null)).toBe(true);

    const rounds = (
      await search({ ...all, sortBy: EXPLORE_SORT.roundsPlayed, sortByReverse: true })
    ).clubs.map((c) => c.RoundsPlayed);
    expect(Math.max(...rounds)).toBeGreaterThan(0);
    // Fewest rounds first.
    expect(rounds).toEqual([...rounds].sort((a, b) => a - b));
  });

  it('counts the rounds a member made or played in, once each, and never a cancelled one', async () => {
    const db = ctx.database.db;
    const player = await createMember(db);
    const [demo] = await db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    // Copies of a demo booking, each with its booker as its first player (as every booking is written):
    // made by the player at 260 (twice, one cancelled), made by the demo member with the player in the
    // party at 563, and one at 260 made by the player who is also listed again in its party.
    const copy = (bookedBy: string, clubId: number, startsAt: string, cancelled: boolean, ref: string) =>
      db.execute(sql`with made as (insert into bookings (booking_type, booked_by, club_id, course_id, starts_at,
          local_date, number_of_people, of_which_juniors, booking_ref, confirmation_code, confirmation_status,
          cost, cost_unit, cancelled_at)
        select 0, ${bookedBy}::uuid, ${clubId}, course_id, ${startsAt}::timestamptz, local_date,
          number_of_people, 0, ${ref}, ${ref}, confirmation_status, cost, cost_unit,
          ${cancelled ? sql`now()` : sql`null`}
        from bookings order by id limit 1
        returning id, booked_by)
        insert into booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
        select id, 0, 'booker', false, booked_by, booked_by, 0 from made
        returning booking_id as id`) as unknown as Promise<{ rows: { id: number }[] }>;
    const inParty = (bookingId: number, memberId: string) =>
      db.execute(sql`insert into booking_players (booking_id, position, kind, is_junior, member_id, payer_id, cost)
        values (${bookingId}, 2, 'member', false, ${memberId}::uuid, ${memberId}::uuid, 0)`);
    await copy(player.id, 260, '2026-03-01T09:00:00Z', false, 'EXPLR1');
    await copy(player.id, 260, '2026-03-09T09:00:00Z', true, 'EXPLR2');
    const theirs = (await copy(demo!.id, 563, '2026-03-05T09:00:00Z', false, 'EXPLR3')).rows[0]!.id;
    await inParty(theirs, player.id);
    const both = (await copy(player.id, 260, '2026-03-03T09:00:00Z', false, 'EXPLR4')).rows[0]!.id;
    await inParty(both, player.id);
    const ranked = (
      await search({ numClubsToReturn: 1000, sortBy: EXPLORE_SORT.roundsPlayed }, player.cookie)
    ).clubs;
    const played = ranked.filter((c) => c.RoundsPlayed > 0);
    expect(played.map((c) => [c.Id, c.RoundsPlayed])).toEqual([
      [260, 2],
      [563, 1],
    ]);
    expect(new Date(played[0]!.LastBookingDate!).toISOString()).toBe('2026-03-03T09:00:00.000Z');
    expect(new Date(played[1]!.LastBookingDate!).toISOString()).toBe('2026-03-05T09:00:00.000Z');
  });

  it('hides clubs closed to visitors unless it is the member’s home club', async () => {
    const all = await search({ numClubsToReturn: 1000 });
    expect(all.clubs.some((c) => c.ClosedToVisitors)).toBe(false);
    await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 537));
    try {
      const other = await search({ searchTerm: 'Grove Manor' });
      expect(names(other)).not.toContain('The Grove Manor');
      const home = await search({ searchTerm: 'Grove Manor' }, roundsCookie);
      expect(home.clubs[0]).toMatchObject({
        Name: 'The Grove Manor',
        MyHomeClub: true,
        ClosedToVisitors: true,
      });
      expect(home.totalClubs).toBe(other.totalClubs + 1);
    } finally {
      await ctx.database.db.update(clubs).set({ closedToVisitors: false }).where(eq(clubs.id, 537));
    }
  });

  it('marks and unmarks favourites, which sort first; played clubs come from bookings', async () => {
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/explore/favourites/260',
      headers: { cookie },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ clubId: 260, isFavourite: true });
    const again = await ctx.app.inject({
      method: 'PUT',
      url: '/api/explore/favourites/260',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    const favs = await search({ sortBy: EXPLORE_SORT.favourites });
    const [member] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'member@example.com'));
    const stored = await ctx.database.db
      .select()
      .from(favouriteClubs)
      .where(eq(favouriteClubs.memberId, member?.id as string));
    const marked = favs.clubs.filter((c) => c.IsFavourite);
    expect(marked.map((c) => c.Id)).toContain(260);
    expect(marked.length).toBe(stored.length);
    expect(favs.clubs.slice(0, marked.length).every((c) => c.IsFavourite)).toBe(true);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/explore/favourites/260',
      headers: { cookie },
    });
    expect(del.json()).toEqual({ clubId: 260, isFavourite: false });
    expect((await search({ searchTerm: 'Eastcliff Links' })).clubs[0]?.IsFavourite).toBe(false);

    const played = await search({ sortBy: EXPLORE_SORT.lastBookingDate });
    const [counts] = (
      (await ctx.database.db.execute(sql`select count(distinct club_id)::int as n from bookings b
        where b.cancelled_at is null and b.booked_by = ${member?.id}::uuid`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(played.clubs.filter((c) => c.LastBookingDate !== null).length).toBeGreaterThanOrEqual(
      Math.min(counts?.n ?? 0, 10),
    );
    const dates = played.clubs.map((c) => c.LastBookingDate).filter((d): d is string => d !== null);
    expect(dates).toEqual([...dates].sort().reverse());
    const visited = (await search({ sortBy: EXPLORE_SORT.roundsPlayed })).clubs.map((c) => c.RoundsPlayed);
    expect(visited).toEqual([...visited].sort((a, b) => b - a));
  });

  it('refuses bad parameters with 400 and nothing else; 401 without a session; 404 for an unknown club', async () => {
    for (const q of [
      'numClubsToReturn=0',
      'numClubsToReturn=10001',
      'sortBy=8',
      'sortBy=-1',
      'distance=101',
      'maxAveragePrice=11',
      'minMaxRange=10,5',
      'minMaxRange=0,16',
      'minMaxRange=abc',
      'facilities=Gym,Sauna',
      'facilities=Gym,Gym',
      'tier=4',
      'latitude=91&longitude=0',
      'latitude=51',
      'latitude=1e1&longitude=0',
      'postcode=yes',
      `searchTerm=${'x'.repeat(101)}`,
      'searchTerm=%00',
    ]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/explore/clubs?${q}`,
        headers: { cookie },
      });
      expect(res.statusCode, q).toBe(400);
      expect(Object.keys(res.json()).sort(), q).toEqual(expect.arrayContaining(['code', 'message']));
      expect(res.json().clubs, q).toBeUndefined();
    }
    const before = await ctx.database.db.select().from(favouriteClubs);
    for (const url of [
      '/api/explore/favourites/abc',
      '/api/explore/favourites/-1',
      '/api/explore/favourites/99999999999',
    ]) {
      expect((await ctx.app.inject({ method: 'PUT', url, headers: { cookie } })).statusCode, url).toBe(400);
    }
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/explore/favourites/999999',
      headers: { cookie },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CLUB_NOT_FOUND');
    expect(await ctx.database.db.select().from(favouriteClubs)).toEqual(before);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/explore/clubs' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/explore/favourites/260' })).statusCode).toBe(
      401,
    );
  });
});
