import { EXPLORE, EXPLORE_SORT, type ExploreClubsResult } from '@fairway/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema';
import { exploreSearch } from './explore-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/**
 * What explore's shortcuts at scale must not change: the network total kept by triggers (club_totals) and
 * nearest-first pages read only within the distance of the limit-th nearest club.
 */
describe('explore clubs at scale', () => {
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
  const counted = async () => {
    const result = (await ctx.database.db.execute(
      sql`select count(*)::int as n from clubs where accepts_open_play and not closed_to_visitors`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n;
  };
  /** Adds clubs in one statement: [id, name, latitude, longitude, accepts Open Play]. */
  const addClubs = async (rows: [number, string, number, number, boolean][]) => {
    await ctx.database.db.execute(sql`
      insert into clubs (id, name, customer_service_email, content, latitude, longitude, tier, number_of_bookings,
        accepts_open_play)
      select v.id, v.name, 'scale@example.com', (select content from clubs where id = 0), v.lat, v.lng, 2, 0, v.open
      from (values ${sql.join(
        rows.map(
          ([id, name, lat, lng, open]) =>
            sql`(${id}::int, ${name}::text, ${lat}::float8, ${lng}::float8, ${open}::boolean)`,
        ),
        sql`, `,
      )}) as v(id, name, lat, lng, open)`);
  };

  it('keeps the network total as clubs are added, closed to visitors, reopened and removed', async () => {
    const start = await search({});
    expect(start.totalClubs).toBe(await counted());
    expect(start.totalClubsInFilter).toBe(start.totalClubs);
    await addClubs([
      [990001, 'Scale Added One', 57.1, -6.1, true],
      [990002, 'Scale Added Two', 57.1, -6.2, true],
      [990003, 'Scale Members Only', 57.1, -6.3, false],
    ]);
    try {
      expect((await search({})).totalClubs).toBe(start.totalClubs + 2);
      await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 990001));
      expect((await search({})).totalClubs).toBe(start.totalClubs + 1);
      await ctx.database.db.update(clubs).set({ acceptsOpenPlay: true }).where(eq(clubs.id, 990003));
      await ctx.database.db.update(clubs).set({ town: 'Portree' }).where(eq(clubs.id, 990002));
      const changed = await search({});
      expect(changed.totalClubs).toBe(start.totalClubs + 2);
      expect(changed.totalClubs).toBe(await counted());
      expect(names(await search({ searchTerm: 'Scale Added One' }))).not.toContain('Scale Added One');
    } finally {
      await ctx.database.db.execute(sql`delete from clubs where id between 990001 and 990003`);
    }
    const end = await search({});
    expect(end.totalClubs).toBe(start.totalClubs);
    expect(end.totalClubs).toBe(await counted());
  });

  it('ranks clubs at the same point by name across the page edge; a short page starts the longer one', async () => {
    // Off the Outer Hebrides, clear of the demo network; the tied clubs go in against name order.
    const here = { latitude: 58.5, longitude: -8.5 };
    await addClubs([
      [990011, 'Tie Zeta', 58.52, -8.5, true],
      [990012, 'Tie Mid', 58.52, -8.5, true],
      [990013, 'Tie Beta', 58.52, -8.5, true],
      [990014, 'Tie Alpha', 58.52, -8.5, true],
      [990015, 'Tie Nearest', 58.505, -8.5, true],
      [990016, 'Tie Farthest', 58.6, -8.5, true],
      [990017, 'Tie Members Only', 58.501, -8.5, false],
    ]);
    try {
      const order = ['Tie Nearest', 'Tie Alpha', 'Tie Beta', 'Tie Mid', 'Tie Zeta', 'Tie Farthest'];
      for (const sortBy of [EXPLORE_SORT.distance, EXPLORE_SORT.bestMatch]) {
        for (let n = 1; n <= 7; n++) {
          const page = await search({ ...here, distance: 20, sortBy, numClubsToReturn: n });
          expect(names(page), `sortBy ${sortBy}, ${n}`).toEqual(order.slice(0, n));
          expect(page.totalClubsInFilter).toBe(6);
        }
      }
      const far = await search({ ...here, distance: 20, sortBy: EXPLORE_SORT.distance, sortByReverse: true });
      // Reversed, the farthest come first; clubs at the same point still go by name.
      expect(names(far)).toEqual(['Tie Farthest', ...order.slice(1, 5), 'Tie Nearest']);
    } finally {
      await ctx.database.db.execute(sql`delete from clubs where id between 990011 and 990017`);
    }
  });

  it('counts a filtered search exactly up to the cap and says "more" past it; the whole network stays exact', async () => {
    // Off the Outer Hebrides, clear of the demo network: the cap and one more within 20 miles, one outside.
    const here = { latitude: 58.9, longitude: -9.5 };
    const near = EXPLORE.countCap + 1;
    await addClubs([
      ...Array.from({ length: near }, (_, i): [number, string, number, number, boolean] => [
        991000 + i,
        `Capped ${i}`,
        58.9 + (i % 40) * 0.002,
        -9.5 + Math.floor(i / 40) * 0.002,
        true,
      ]),
      [992999, 'Lonely Skerry Links', 60.5, -9.5, true],
    ]);
    try {
      const within = await search({ ...here, distance: 20, sortBy: EXPLORE_SORT.distance });
      expect(within).toMatchObject({ totalClubsInFilter: EXPLORE.countCap, totalClubsInFilterCapped: true });
      expect(within.clubs).toHaveLength(EXPLORE.pageSize);
      // Exact below the cap: one fewer club inside the circle is counted as it is.
      await ctx.database.db.execute(sql`delete from clubs where id = ${991000 + near - 1}`);
      const exact = await search({ ...here, distance: 20, sortBy: EXPLORE_SORT.distance });
      expect(exact).toMatchObject({ totalClubsInFilter: EXPLORE.countCap, totalClubsInFilterCapped: false });
      const named = await search({ searchTerm: 'Lonely Skerry Links' });
      expect(named.totalClubsInFilterCapped).toBe(false);
      expect(named.totalClubsInFilter).toBeLessThan(EXPLORE.countCap);
      // Unfiltered, the network's total is kept by triggers and exact, however large.
      const all = await search({});
      expect(all.totalClubs).toBe(await counted());
      expect(all).toMatchObject({ totalClubsInFilter: all.totalClubs, totalClubsInFilterCapped: false });
      expect(all.totalClubs).toBeGreaterThan(EXPLORE.countCap);
    } finally {
      await ctx.database.db.execute(sql`delete from clubs where id between 991000 and 992999`);
    }
  });

  it('puts a home club closed to visitors first when it is the nearest', async () => {
    const [grove] = await ctx.database.db
      .select({ latitude: clubs.latitude, longitude: clubs.longitude })
      .from(clubs)
      .where(eq(clubs.id, 537));
    const at = { latitude: grove?.latitude as number, longitude: grove?.longitude as number };
    await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 537));
    try {
      const home = await search(
        { ...at, distance: 10, sortBy: EXPLORE_SORT.distance, numClubsToReturn: 1 },
        roundsCookie,
      );
      expect(home.clubs[0]).toMatchObject({ Name: 'The Grove Manor', MyHomeClub: true });
      const longer = await search(
        { ...at, distance: 10, sortBy: EXPLORE_SORT.distance, numClubsToReturn: 5 },
        roundsCookie,
      );
      expect(names(longer)[0]).toBe('The Grove Manor');
      expect(home.totalClubsInFilter).toBe(longer.totalClubsInFilter);
      const other = await search({ ...at, distance: 10, sortBy: EXPLORE_SORT.distance, numClubsToReturn: 5 });
      expect(names(other)).not.toContain('The Grove Manor');
      expect(other.totalClubsInFilter).toBe(longer.totalClubsInFilter - 1);
      expect(names(other)).toEqual(names(longer).slice(1).concat(names(other).slice(4)));
    } finally {
      await ctx.database.db.update(clubs).set({ closedToVisitors: false }).where(eq(clubs.id, 537));
    }
  });
  it('keeps a filter’s count while no club changes what it reads, and counts again when one does', async () => {
    // West of the Outer Hebrides, clear of the demo network and of the other tests' clubs.
    const here = { latitude: 59.5, longitude: -9.5, distance: 20, sortBy: EXPLORE_SORT.distance };
    const version = async () => {
      const result = (await ctx.database.db.execute(
        sql`select version::float8 as v from club_totals`,
      )) as unknown as { rows: { v: number }[] };
      return result.rows[0]?.v;
    };
    /** Clubs open to visitors within 20 miles of `here`, counted directly. */
    const within = async () => {
      const result = (await ctx.database.db.execute(sql`
        select count(*)::int as n from clubs c
        where c.accepts_open_play and not c.closed_to_visitors and c.earth is not null
          and earth_distance(c.earth, ll_to_earth(59.5, -9.5)) <= ${20 * 1609.344}`)) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    };
    const counts = async (query: Record<string, string | number | boolean> = here) => {
      const first = await search(query);
      // The second search of the same filters is answered with the count kept from the first.
      const second = await search(query);
      expect(second.totalClubsInFilter).toBe(first.totalClubsInFilter);
      return first.totalClubsInFilter;
    };
    const start = await counts();
    expect(start).toBe(await within());
    await addClubs([
      [990031, 'Kept Count Alpha', 59.55, -9.5, true],
      [990032, 'Kept Count Beta', 59.45, -9.6, true],
      [990033, 'Kept Count Far', 61.5, -9.5, true],
    ]);
    try {
      expect(await counts()).toBe(start + 2);
      // A change no filter reads leaves the version, and so the kept counts, alone.
      const before = await version();
      await ctx.database.db.update(clubs).set({ town: 'Offshore' }).where(eq(clubs.id, 990031));
      expect(await version()).toBe(before);
      expect(await counts()).toBe(start + 2);
      // Moved out of the circle, moved in, closed to visitors: each counted again.
      await ctx.database.db.update(clubs).set({ latitude: 62 }).where(eq(clubs.id, 990031));
      expect(await counts()).toBe(start + 1);
      await ctx.database.db.update(clubs).set({ latitude: 59.5 }).where(eq(clubs.id, 990033));
      expect(await counts()).toBe(start + 2);
      await ctx.database.db.update(clubs).set({ closedToVisitors: true }).where(eq(clubs.id, 990032));
      expect(await counts()).toBe(start + 1);
      expect(await counts()).toBe(await within());
      // A name's count follows a rename; a price filter's a new price.
      const named = { searchTerm: 'Kept Count Alpha', distance: 100 };
      const namedBefore = await counts(named);
      await ctx.database.db.update(clubs).set({ name: 'Renamed Away' }).where(eq(clubs.id, 990031));
      expect(await counts(named)).toBe(namedBefore - 1);
      const cheap = { ...here, maxAveragePrice: 3 };
      const cheapBefore = await counts(cheap);
      await ctx.database.db.update(clubs).set({ averagePrice: 9 }).where(eq(clubs.id, 990033));
      expect(await counts(cheap)).toBe(cheapBefore - 1);
    } finally {
      await ctx.database.db.execute(sql`delete from clubs where id between 990031 and 990033`);
    }
    expect(await counts()).toBe(start);
  });
});
