import { describe, expect, it } from 'vitest';
import { createMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { type PlanNode, planNodes, statementsSent } from './history-fixtures';

type Planned = PlanNode & { 'Plan Rows': number };

/**
 * A filtered explore search joins its page to the one row of club_totals (the network's counts). Read as a
 * table, that row was planned as the 1,990 rows PostgreSQL assumes of a one-page table it has no statistics
 * for (a table of one row, changed only by statement triggers, is never analysed): every estimate above the
 * join was 1,990 times the page. Whether a pooled connection then kept the statement's generic plan or
 * planned it again on every call (0.5–0.9 ms) turned on the random clubs the bench generated: explore's
 * filtered search at 100,000 clubs ran at 1,100 or at 2,600 requests a second depending on the database.
 * Read as `limit 1`, the row is one row, and the page's statement plans for a page.
 */
describe('explore’s filtered statement plans for its page (PostgreSQL)', () => {
  const ctx = useTestApp();
  const statements = statementsSent(ctx);

  it.each([
    ['filtered', 'facilities=Gym,Pool&maxAveragePrice=6&tier=2&sortBy=3'],
    ['location', 'latitude=53.8&longitude=-1.55&distance=20&sortBy=1'],
  ])('%s: no step of the plan expects more rows than the page holds', async (_label, query) => {
    const member = await createMember(ctx.database.db);
    const page = 10;
    const { plan, body } = await statements.pagesOfRequest(
      `/api/explore/clubs?${query}&numClubsToReturn=${page}`,
      member.cookie,
      'total_in_filter',
    );
    expect((body as { totalClubs: number }).totalClubs).toBeGreaterThan(0);
    // The statement's own steps: its outer join, sort and limit (the count and the ranking read clubs
    // below them, with estimates of their own).
    const outer = planNodes(plan as Planned).filter((node) =>
      ['Sort', 'Nested Loop', 'Limit'].includes(node['Node Type']),
    ) as Planned[];
    expect(outer.length).toBeGreaterThan(0);
    const [top] = outer;
    expect(top!['Node Type']).toBe('Limit');
    const sort = outer.find((node) => node['Node Type'] === 'Sort');
    expect(sort, JSON.stringify(outer.map((n) => [n['Node Type'], n['Plan Rows']]))).toBeDefined();
    expect(sort!['Plan Rows']).toBeLessThanOrEqual(page);
  });
});
