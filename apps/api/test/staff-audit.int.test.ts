import type { StaffQueue } from '@fairway/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pointsLedger } from '../src/db/schema';
import { useTestApp } from './helpers';
import { useStaffRoles } from './staff-fixtures';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Staff audit rows are written in the action's own transaction: the row and what it records share one
 * transaction id (xmin), so no crash after the reply can lose the row, and a failed action leaves none.
 * Every check reads at once after the reply: there is nothing to wait for.
 */
describe('staff audit rows commit with their action', () => {
  const ctx = useTestApp();
  const { ids, call } = useStaffRoles(ctx);
  const db = () => ctx.database.db;

  /** The audit rows of a route, with the id of the transaction that wrote each. */
  const auditOf = async (route: string) =>
    rowsOf<{ id: number; xid: string; status: number; staff_id: string; on_behalf_of: string | null }>(
      await db().execute(
        sql`select id, xmin::text as xid, status, staff_id, on_behalf_of from staff_audit where route = ${route} order by id`,
      ),
    );
  const xidOf = async (table: string, where: ReturnType<typeof sql>) =>
    rowsOf<{ xid: string }>(
      await db().execute(sql`select xmin::text as xid from ${sql.identifier(table)} where ${where}`),
    ).map((r) => r.xid);

  it('credit points: the audit row is there with the reply, written by the credit’s transaction', async () => {
    const member = ids['member@example.com']!;
    const res = await call('clubStaff', 'POST', `/api/staff/members/${member}/points`, {
      Balance: 'Home',
      Points: 7,
      Reason: 'Audit check',
    });
    expect(res.statusCode).toBe(200);
    const [row, ...more] = await auditOf('/api/staff/members/:memberGuid/points');
    expect(more).toEqual([]);
    expect(row).toMatchObject({ status: 200, staff_id: ids['clubstaff@example.com'], on_behalf_of: member });
    const ledger = await xidOf('points_ledger', sql`member_id = ${member} and description = 'Audit check'`);
    expect(ledger).toEqual([row!.xid]);
  });

  it('impersonate: the audit row is written by the transaction that starts the impersonation session', async () => {
    const member = ids['member@example.com']!;
    const res = await call('admin', 'POST', `/api/staff/members/${member}/impersonate`);
    expect(res.statusCode).toBe(200);
    const [row] = await auditOf('/api/staff/members/:memberGuid/impersonate');
    expect(row).toMatchObject({ status: 200, staff_id: ids['staff@example.com'], on_behalf_of: member });
    const sessions = await xidOf(
      'sessions',
      sql`member_id = ${member} and impersonator_id = ${ids['staff@example.com']!}`,
    );
    expect(sessions).toEqual([row!.xid]);
  });

  it('confirm and approve: each audit row shares the transaction of the booking or request it changed', async () => {
    const queue = (await call('clubStaff', 'GET', '/api/staff/queue')).json<StaffQueue>();
    const pending = queue.AwaitingConfirmation[0]!;
    const confirmed = await call('clubStaff', 'POST', `/api/staff/bookings/${pending.Id}/confirm`, {
      ConfirmationCode: 'AUDIT-1',
    });
    expect(confirmed.statusCode).toBe(200);
    const [confirmRow] = await auditOf('/api/staff/bookings/:id/confirm');
    expect(await xidOf('bookings', sql`id = ${pending.Id}`)).toEqual([confirmRow!.xid]);

    const request = queue.CancellationRequests[0]!;
    const approved = await call(
      'clubStaff',
      'POST',
      `/api/staff/cancellation-requests/${request.Id}/approve`,
    );
    expect(approved.statusCode).toBe(200);
    const [approveRow] = await auditOf('/api/staff/cancellation-requests/:id/approve');
    expect(await xidOf('cancellation_requests', sql`id = ${request.Id}`)).toEqual([approveRow!.xid]);
  });

  it('an export is recorded before its file is sent', async () => {
    const res = await call('clubStaff', 'GET', '/api/staff/clubs/151/members.csv');
    expect(res.statusCode).toBe(200);
    expect(await auditOf('/api/staff/clubs/:clubId/members.csv')).toEqual([
      expect.objectContaining({ status: 200, staff_id: ids['clubstaff@example.com'], on_behalf_of: null }),
    ]);
  });

  it('a refused action writes no audit row; a credit whose commit fails takes its audit row with it', async () => {
    const member = ids['member@example.com']!;
    const url = `/api/staff/members/${member}/points`;
    const routeRows = async () => (await auditOf('/api/staff/members/:memberGuid/points')).length;
    const before = await routeRows();
    // Refused by the rules: another club's staff.
    const refused = await call('otherClubStaff', 'POST', url, { Balance: 'Home', Points: 5, Reason: 'No' });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(await routeRows()).toBe(before);

    // The database refuses the commit of any transaction holding an audit row for this reason's credit
    // (a deferred constraint trigger): the credit must go with its audit row.
    await db().execute(
      sql.raw(`
        create function fail_marked_audit() returns trigger language plpgsql as $$
        begin
          if exists (select 1 from points_ledger where description = 'Commit fails' and xmin::text = txid_current()::text) then
            raise exception 'refused at commit';
          end if;
          return null;
        end $$`),
    );
    await db().execute(
      sql.raw(`
        create constraint trigger fail_marked_audit after insert on staff_audit
        deferrable initially deferred for each row execute function fail_marked_audit()`),
    );
    try {
      const failed = await call('clubStaff', 'POST', url, {
        Balance: 'Home',
        Points: 9,
        Reason: 'Commit fails',
      });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      const ledger = await db()
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.memberId, member), eq(pointsLedger.description, 'Commit fails')));
      expect(ledger).toEqual([]);
      expect(await routeRows()).toBe(before);
    } finally {
      await db().execute(sql.raw('drop trigger fail_marked_audit on staff_audit'));
      await db().execute(sql.raw('drop function fail_marked_audit()'));
    }
  });
});
