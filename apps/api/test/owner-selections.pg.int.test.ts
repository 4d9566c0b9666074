import { eq, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../src/db/schema/bookings';
import { packages } from '../src/db/schema/commerce';
import { selectRows } from '../src/modules/bookings/repository';
import { commerceClubs } from '../src/modules/courses';
import { searchMemberRows } from '../src/modules/staff/member-search-repository';
import { liveSessionSelect } from '../src/plugins/session-repository';
import { useTestApp } from './helpers';

/**
 * An owner hands other modules a selection of its rows (db/selection.ts), a subquery the caller joins.
 * That is only as cheap as the plain join it replaced if PostgreSQL pulls the subquery up into the join:
 * the plan then scans the same tables with the same nodes, and no "Subquery Scan" is left. Each statement
 * here is planned twice, as the API sends it and as the plain join written by hand.
 */
describe('owners’ selections (PostgreSQL plans)', () => {
  const ctx = useTestApp();

  type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
  /** The plan's nodes, depth first, each as its type and the table it scans. */
  async function planOf(statement: SQL): Promise<string[]> {
    const result = await ctx.database.db.execute(sql`explain (format json, costs off) ${statement}`);
    const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    const walk = (node: PlanNode): string[] => [
      `${node['Node Type']}${node['Relation Name'] ? ` ${node['Relation Name']}` : ''}`,
      ...(node.Plans ?? []).flatMap(walk),
    ];
    const plan = row!['QUERY PLAN'] as [{ Plan: PlanNode }] | string;
    return walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  }

  it('plans the booking lists’ joins of clubs’, courses’ and members’ selections as the plain joins', async () => {
    const { db } = ctx.database;
    const viaSelections = await planOf(
      sql`${selectRows(db).where(eq(bookings.bookedBy, sql`${'00000000-0000-0000-0000-000000000000'}::uuid`))}`,
    );
    const plain = await planOf(sql`select json_build_array(b.id, c.name, c.cancellation_cutoff_hours, co.name,
        m.email, m.forename || ' ' || m.surname)
      from bookings b join clubs c on c.id = b.club_id join courses co on co.id = b.course_id
        join members m on m.id = b.booked_by
      where b.booked_by = ${'00000000-0000-0000-0000-000000000000'}::uuid`);
    expect(viaSelections.join(' | ')).not.toContain('Subquery Scan');
    expect(viaSelections).toEqual(plain);
    expect(viaSelections.filter((n) => / (clubs|courses|members)$/.test(n)).length).toBe(3);
  });

  it('plans checkout’s join of a package with the club it sells by as the plain join', async () => {
    const { db } = ctx.database;
    const viaSelection = await planOf(
      sql`${db
        .select({ id: packages.id, currency: commerceClubs.currency, hasSpa: commerceClubs.hasSpa })
        .from(packages)
        .innerJoin(commerceClubs, eq(commerceClubs.id, packages.clubId))
        .where(eq(packages.id, 1))}`,
    );
    const plain = await planOf(sql`select p.id, c.currency,
        exists (select 1 from courses co where co.club_id = c.id and co.facility_type = 1)
      from packages p join clubs c on c.id = p.club_id where p.id = 1`);
    expect(viaSelection.join(' | ')).not.toContain('Subquery Scan');
    expect(viaSelection).toEqual(plain);
  });

  it('plans the staff search over members’, clubs’ and buddies’ selections as the plain joins', async () => {
    const { db } = ctx.database;
    const viaSelections = await planOf(sql`${searchMemberRows(db, 'smith', 151, 20)}`);
    const plain = await planOf(sql`select m.id, c.name, h.share_code from members m
        join clubs c on c.id = m.home_club_id left join member_handles h on h.member_id = m.id
      where (m.forename || ' ' || m.surname ilike ${'%smith%'} or m.email ilike ${'%smith%'}
          or (h.share_code is not null and h.share_code = ${'SMITH'}))
        and (m.home_club_id = ${151} or exists (select 1 from bookings b where b.booked_by = m.id and b.club_id = ${151}))
      order by m.surname, m.forename, m.id limit ${20}`);
    expect(viaSelections.join(' | ')).not.toContain('Subquery Scan');
    expect(viaSelections).toEqual(plain);
  });

  it('plans the session lookup’s join of the members’ selection as the plain join, as the prepared statement', async () => {
    // The lookup runs prepared (find_live_session), so both are prepared and planned with their parameters,
    // on one connection (a transaction), as the pool's connections plan them.
    const { db } = ctx.database;
    const lookup = liveSessionSelect(db).toSQL().sql;
    const plans = await db.transaction(async (tx) => {
      const planOfPrepared = async (name: string, text: string) => {
        await tx.execute(sql.raw(`prepare ${name} as ${text}`));
        const result = await tx.execute(
          sql.raw(`explain (format json, costs off) execute ${name}('no-such-session', now(), now(), 1)`),
        );
        await tx.execute(sql.raw(`deallocate ${name}`));
        const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
        type Node = { 'Node Type': string; 'Relation Name'?: string; Plans?: Node[] };
        const walk = (node: Node): string[] => [
          `${node['Node Type']}${node['Relation Name'] ? ` ${node['Relation Name']}` : ''}`,
          ...(node.Plans ?? []).flatMap(walk),
        ];
        const plan = row!['QUERY PLAN'] as [{ Plan: Node }] | string;
        return walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
      };
      return {
        viaSelection: await planOfPrepared('live_session_via_selection', lookup),
        plain: await planOfPrepared(
          'live_session_plain',
          `select s.id, s.member_id, s.impersonator_id, s.last_seen_at, s.expires_at, m.is_admin, m.staff_club_id
            from sessions s join members m on m.id = s.member_id
            where s.id = $1 and s.expires_at > $2::timestamptz and s.last_seen_at > $3::timestamptz limit $4`,
        ),
      };
    });
    expect(lookup).toContain('"session_members"');
    expect(plans.viaSelection.join(' | ')).not.toContain('Subquery Scan');
    expect(plans.viaSelection).toEqual(plans.plain);
    expect(plans.viaSelection.filter((n) => / (sessions|members)$/.test(n))).toHaveLength(2);
  });
});
