import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';
import { useStaffRoles } from './staff-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Exports hold every row, however many: they are streamed in keyset pages, not cut at a limit. */
describe('CSV exports of a large club', () => {
  const ctx = useTestApp();
  const { call } = useStaffRoles(ctx);

  it('members.csv lists every one of more than 20,000 members, once, in order', async () => {
    const db = ctx.database.db;
    // Many members sharing a surname and a forename: pages must break ties by id, or rows repeat or vanish.
    await db.execute(sql`
      insert into members (email, password_hash, forename, surname, phone, home_club_id)
      select 'bulk-' || g || '@test.example', 'not-a-hash', 'Sam', 'Bulk ' || (g % 7), '07700 900000', 151
      from generate_series(1, 20500) as g`);
    const expected = rowsOf<{ email: string }>(
      await db.execute(
        sql`select email from members where home_club_id = 151 order by surname, forename, id`,
      ),
    ).map((r) => r.email);
    expect(expected.length).toBeGreaterThan(20_500);

    const res = await call('clubStaff', 'GET', '/api/staff/clubs/151/members.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('Forename,Surname,E-mail,Phone,Package,Membership expires,Home points');
    expect(lines.at(-1)).toBe('');
    const emails = lines.slice(1, -1).map((line) => line.split(',')[2]);
    expect(emails).toEqual(expected);
  });
});
