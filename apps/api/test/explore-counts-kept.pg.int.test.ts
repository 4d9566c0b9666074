import type { ExploreClubsResult } from '@fairway/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFor, useTestApp } from './helpers';
import { planNodes, statementsSent } from './history-fixtures';

/**
 * Issue 43 §4: a filtered search's count of clubs open to visitors is kept with the network's version
 * (club_totals.version) and sent with the next search of the same filters; PostgreSQL then does not count
 * again. Measured in pages read by the statement the API sent.
 */
describe('explore’s kept counts (PostgreSQL)', () => {
  const ctx = useTestApp();
  const statements = statementsSent(ctx);
  let cookie: string;
  beforeAll(async () => {
    cookie = await sessionCookieFor(ctx, 'member@example.com');
  });

  const url = '/api/explore/clubs?latitude=51.3&longitude=-0.7&distance=60&sortBy=1&numClubsToReturn=10';
  const search = async () => {
    const { pages, body, plan } = await statements.pagesOfRequest(url, cookie, 'total_in_filter');
    return { pages, plan, total: (body as ExploreClubsResult).totalClubsInFilter };
  };

  it('reads fewer pages when the count is known at the current version, and counts again after a club moves', async () => {
    const first = await search();
    expect(first.total).toBeGreaterThan(0);
    const second = await search();
    expect(second.total).toBe(first.total);
    expect(second.pages).toBeLessThan(first.pages);
    // A club moved into the circle raises the version: the next search counts again, and finds it.
    await ctx.database.db.execute(sql`
      insert into clubs (id, name, customer_service_email, content, latitude, longitude, tier, number_of_bookings)
      select 990041, 'Kept Count Newcomer', 'kept@example.com', content, 51.31, -0.71, 2, 0 from clubs where id = 0`);
    try {
      const third = await search();
      expect(third.total).toBe(first.total + 1);
      expect(third.pages).toBeGreaterThan(second.pages);
    } finally {
      await ctx.database.db.execute(sql`delete from clubs where id = 990041`);
    }
  });

  it('counts the clubs in the circle once a search, though two of its columns read the count', async () => {
    // A network version no search has counted at: the next search counts.
    await ctx.database.db.execute(sql`update club_totals set version = version + 1`);
    const { plan, total } = await search();
    expect(total).toBeGreaterThan(1);
    // The count's scan stops at the cap: its Limit node hands on exactly the clubs counted, once per count.
    const counts = planNodes(plan).filter(
      (n) => n['Node Type'] === 'Limit' && n['Actual Rows'] === total && (n['Actual Loops'] ?? 0) > 0,
    );
    expect(counts).toHaveLength(1);
  });
});
