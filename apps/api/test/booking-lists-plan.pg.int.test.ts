import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type TestMember } from './booking-fixtures';
import { databaseUrl } from './global-setup';
import { useTestApp } from './helpers';
import { EXPLAIN_PAGES, insertBookings, pagesOf } from './history-fixtures';

type Sent = { text: string; values?: unknown[] };

/**
 * Issue 24 §3: the dashboard's upcoming bookings and first page of previous ones read every booking the
 * member had ever been on (their booking_players rows, then each booking), so a member's dashboard got
 * slower with every round they played. booking_players carries its booking's start (migration 0041), and
 * both lists read the member's index entries around now. Measured in pages read, as PostgreSQL runs the
 * statements the API sent: a member with 3,000 past rounds reads what a member with 10 does.
 */
describe('a member’s booking lists and ledger (PostgreSQL)', () => {
  const sent: Sent[] = [];
  const original = pg.Client.prototype.query;
  beforeAll(() => {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; values?: unknown[] };
      if (typeof first === 'object' && first?.text)
        sent.push({ text: first.text, values: first.values ?? (args[1] as unknown[] | undefined) });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
  });
  afterAll(() => {
    pg.Client.prototype.query = original;
  });
  const ctx = useTestApp();

  const addBookings = (member: TestMember, count: number, stepHours: number) =>
    insertBookings(ctx.database.db, { memberId: member.id, count, stepHours });

  /** Pages PostgreSQL reads to run the statement the API sent for `url` as `member`. */
  async function pagesRead(
    url: string,
    member: TestMember,
    table = 'bookings',
  ): Promise<{ pages: number; body: unknown }> {
    sent.length = 0;
    const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    const statement = sent.find((s) => s.text.includes(`from "${table}"`));
    expect(statement, sent.map((s) => s.text.slice(0, 80)).join('\n')).toBeDefined();
    const client = new pg.Client({
      connectionString: databaseUrl(process.env.TEST_DATABASE_URL ?? '', ctx.database.name),
    });
    await client.connect();
    try {
      const { rows } = await client.query({
        text: `${EXPLAIN_PAGES} ${statement!.text}`,
        values: statement!.values,
      });
      return { pages: pagesOf(rows), body: res.json() };
    } finally {
      await client.end();
    }
  }

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
