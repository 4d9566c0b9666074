import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createMember, type TestMember } from './booking-fixtures';
import { useTestApp } from './helpers';
import { insertBookings, statementsSent } from './history-fixtures';

/**
 * Issue 24 §3: the dashboard's upcoming bookings and first page of previous ones read every booking the
 * member had ever been on (their booking_players rows, then each booking), so a member's dashboard got
 * slower with every round they played. booking_players carries its booking's start (migration 0041), and
 * both lists read the member's index entries around now. Measured in pages read, as PostgreSQL runs the
 * statements the API sent: a member with 3,000 past rounds reads what a member with 10 does.
 */
describe('a member’s booking lists and ledger (PostgreSQL)', () => {
  const ctx = useTestApp();
  const statements = statementsSent(ctx);

  const addBookings = (member: TestMember, count: number, stepHours: number) =>
    insertBookings(ctx.database.db, { memberId: member.id, count, stepHours });

  /** Pages PostgreSQL reads to run the statement the API sent for `url` as `member`. */
  const pagesRead = (url: string, member: TestMember, table = 'bookings') =>
    statements.pagesOfRequest(url, member.cookie, `from "${table}"`);

  it('read the same pages for a member with 3,000 past rounds as for one with 10, and list the same', async () => {
    const { db } = ctx.database;
    const newcomer = await createMember(db);
    const regular = await createMember(db);
    for (const member of [newcomer, regular]) await addBookings(member, 3, 30);
    await addBookings(newcomer, 10, -7);
    await addBookings(regular, 3_000, -7);
    // The rest of a network: the statistics PostgreSQL plans with are a busy network's, not a test's.
    await addBookings(await createMember(db), 20_000, -1);
    await db.execute(sql`analyze bookings`);
    await db.execute(sql`analyze booking_players`);

    const upcoming = [
      await pagesRead('/api/bookings/upcoming', newcomer),
      await pagesRead('/api/bookings/upcoming', regular),
    ];
    const previous = [
      await pagesRead('/api/bookings/previous?page=1', newcomer),
      await pagesRead('/api/bookings/previous?page=1', regular),
    ];

    expect((upcoming[1]!.body as unknown[]).length).toBe(3);
    expect(upcoming[1]!.pages, `upcoming: ${upcoming.map((u) => u.pages)}`).toBeLessThanOrEqual(
      upcoming[0]!.pages + 2,
    );
    const page = previous[1]!.body as { items: { Id: number; Date: string }[]; hasMore: boolean };
    expect(page.hasMore).toBe(true);
    expect(page.items.map((b) => b.Date)).toEqual([...page.items.map((b) => b.Date)].sort().reverse());
    expect(previous[1]!.pages, `previous: ${previous.map((p) => p.pages)}`).toBeLessThanOrEqual(
      previous[0]!.pages + 2,
    );
  });

  it('follow a booking whose start moves: into the past, it leaves upcoming for previous', async () => {
    const member = await createMember(ctx.database.db);
    await addBookings(member, 2, 30);
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/upcoming',
      headers: { cookie: member.cookie },
    });
    const [moved] = before.json() as { Id: number }[];
    await ctx.database.db.execute(
      sql`update bookings set starts_at = date_trunc('hour', now()) - interval '2 days' where id = ${moved!.Id}`,
    );
    const players = await ctx.database.db.execute(
      sql`select count(*)::int as n from booking_players p join bookings b on b.id = p.booking_id
        where p.booking_id = ${moved!.Id} and p.starts_at = b.starts_at`,
    );
    expect(Number((players as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(1);
    const previous = await ctx.app.inject({
      method: 'GET',
      url: '/api/bookings/previous?page=1',
      headers: { cookie: member.cookie },
    });
    expect((previous.json() as { items: { Id: number }[] }).items.map((b) => b.Id)).toEqual([moved!.Id]);
  });

  it('read a page of the points ledger from the index, however long the member’s ledger', async () => {
    const { db } = ctx.database;
    const [short, long] = [await createMember(db), await createMember(db)];
    for (const [member, n] of [
      [short, 10],
      [long, 3_000],
      [await createMember(db), 20_000],
    ] as const) {
      await db.execute(sql`insert into points_ledger (member_id, type, home_delta, description, created_at)
        select ${member.id}::uuid, 'Home Booking', -10, 'a round', now() - (i * interval '1 day')
        from generate_series(1, ${n}) i`);
    }
    await db.execute(sql`analyze points_ledger`);
    const read = [
      await pagesRead('/api/member/transactions', short, 'points_ledger'),
      await pagesRead('/api/member/transactions', long, 'points_ledger'),
    ];
    const page = read[1]!.body as { items: { Date: string }[]; hasMore: boolean };
    expect(page.hasMore).toBe(true);
    expect(page.items.map((t) => t.Date)).toEqual([...page.items.map((t) => t.Date)].sort().reverse());
    expect(read[1]!.pages, `ledger: ${read.map((r) => r.pages)}`).toBeLessThanOrEqual(read[0]!.pages + 2);
  });
});
