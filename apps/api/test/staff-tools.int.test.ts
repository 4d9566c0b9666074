import type { Booking, StaffAudit, StaffMemberPage, StaffQueue } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, staffAudit } from '../src/db/schema';
import type { Written } from '../src/modules/notifications/notifier';
import { sessionCookieFor, useTestApp } from './helpers';
import { useStaffRoles } from './staff-fixtures';

describe('staff console tools: audit log, points credit, club message, exports, extras', () => {
  const ctx = useTestApp();
  const { ids, call } = useStaffRoles(ctx);

  /** The audit row commits with its action: it is there when the reply arrives. */
  const auditRowsFor = (route: string) =>
    ctx.database.db.select().from(staffAudit).where(eq(staffAudit.route, route));

  it('records what staff do, and what they do as a member, on that member’s behalf', async () => {
    const member = ids['member@example.com']!;
    // Earlier tests of this file acted too: only what this one does counts.
    await ctx.database.db.delete(staffAudit);
    const started = await call('clubStaff', 'POST', `/api/staff/members/${member}/impersonate`);
    const cookie = String(started.headers['set-cookie']).split(';')[0] ?? '';
    const [impersonation] = await auditRowsFor('/api/staff/members/:memberGuid/impersonate');
    expect(impersonation).toMatchObject({
      staffId: ids['clubstaff@example.com'],
      onBehalfOf: member,
      clubId: 151,
      method: 'POST',
      status: 200,
      params: { memberGuid: member },
    });

    // An action in the member's portal while impersonating: recorded as the staff member's, for the member.
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie },
    });
    expect(marked.statusCode).toBeLessThan(300);
    const [asMember] = await auditRowsFor('/api/notifications/mark-all-read');
    expect(asMember).toMatchObject({ staffId: ids['clubstaff@example.com'], onBehalfOf: member });

    // Reads and refusals are not actions; members' own writes are not staff actions.
    await call('admin', 'GET', '/api/staff/queue');
    await call('admin', 'POST', '/api/staff/cancellation-requests/999999/approve');
    const own = await call('member', 'POST', '/api/notifications/mark-all-read');
    expect(own.statusCode).toBeLessThan(300);
    const all = await ctx.database.db.select().from(staffAudit);
    expect(all.map((r) => r.route).sort()).toEqual([
      '/api/notifications/mark-all-read',
      '/api/staff/members/:memberGuid/impersonate',
    ]);

    // The console lists it: club staff see their own actions, with the member's name.
    const log = (await call('clubStaff', 'GET', '/api/staff/audit')).json<StaffAudit>();
    expect(log.Entries.map((e) => [e.StaffName, e.OnBehalfOfName, e.Route])).toEqual([
      ['Casey Greenkeeper', 'Alex Morgan', '/api/notifications/mark-all-read'],
      ['Casey Greenkeeper', 'Alex Morgan', '/api/staff/members/:memberGuid/impersonate'],
    ]);
    // Club staff of another club see none of it.
    const other = (await call('otherClubStaff', 'GET', '/api/staff/audit')).json<StaffAudit>();
    expect(other.Entries).toEqual([]);
    expect((await call('admin', 'GET', '/api/staff/audit?page=0')).statusCode).toBe(400);
  });

  it('credits points with a reason: Point Credit in the ledger, the member told; bad input changes nothing', async () => {
    const member = ids['member@example.com']!;
    const url = `/api/staff/members/${member}/points`;
    const pageOf = async () =>
      (await call('admin', 'GET', `/api/staff/members/${member}`)).json<StaffMemberPage>();
    const before = await pageOf();
    for (const payload of [
      { Balance: 'Home', Points: 0, Reason: 'Nothing' },
      { Balance: 'Home', Points: 100_001, Reason: 'Too much' },
      { Balance: 'Home', Points: -5, Reason: 'Taking away' },
      { Balance: 'Home', Points: 5, Reason: 'x' },
      { Balance: 'Away', Points: 5, Reason: 'Unknown balance' },
      { Balance: 'Home', Points: 2.5, Reason: 'Half a point' },
    ]) {
      const res = await call('clubStaff', 'POST', url, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await pageOf()).toEqual(before);

    const home = await call('clubStaff', 'POST', url, {
      Balance: 'Home',
      Points: 25,
      Reason: 'Course closed by frost',
    });
    expect(home.statusCode).toBe(200);
    const after = home.json<StaffMemberPage>();
    expect(after.Member.HomePoints).toBe(before.Member.HomePoints + 25);
    expect(after.Transactions[0]).toMatchObject({
      Type: 'Point Credit',
      HomePoints: 25,
      Description: 'Course closed by frost',
    });
    const openPlay = await call('admin', 'POST', url, {
      Balance: 'OpenPlay',
      Points: 10,
      Reason: 'Goodwill',
    });
    expect(openPlay.json<StaffMemberPage>().Member.OpenPlayPoints).toBe(before.Member.OpenPlayPoints + 10);
    const told = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, member));
    expect(told.map((n) => n.title)).toEqual(
      expect.arrayContaining(['25 Home points credited', '10 Open Play points credited']),
    );
  });

  it('a points credit and its notification commit together: a rolled-back credit writes no notification', async () => {
    const member = ids['member@example.com']!;
    const url = `/api/staff/members/${member}/points`;
    const pageOf = async () =>
      (await call('admin', 'GET', `/api/staff/members/${member}`)).json<StaffMemberPage>();
    const toldOf = () =>
      ctx.database.db.select().from(notifications).where(eq(notifications.memberId, member));
    const published: string[] = [];
    const listen = (w: Written) => {
      published.push(w.notification.object.Title);
    };
    ctx.app.notifier.listeners.push(listen);
    const notifier = ctx.app.notifier;
    const { transaction, write } = notifier;
    try {
      const before = { page: await pageOf(), told: await toldOf() };
      let notified = 0;
      // The credit's transaction fails after the credit and its notification were both written in it.
      notifier.transaction = (db, fn) =>
        transaction(db, async (tx, notify) => {
          await fn(tx, async (memberId, input) => {
            notified++;
            return notify(memberId, input);
          });
          throw new Error('rolled back after the writes');
        });
      const rolledBack = await call('clubStaff', 'POST', url, {
        Balance: 'Home',
        Points: 7,
        Reason: 'Rolled back',
      });
      expect(rolledBack.statusCode).toBe(500);
      expect(notified).toBe(1); // written in the credit's transaction …
      notifier.transaction = transaction;
      expect(await toldOf()).toEqual(before.told); // … and gone with it, as is the credit
      expect(await pageOf()).toEqual(before.page);

      // The other way round: a notification that cannot be written undoes the credit.
      notifier.write = async () => {
        throw new Error('notification store down');
      };
      const failed = await call('clubStaff', 'POST', url, {
        Balance: 'OpenPlay',
        Points: 7,
        Reason: 'No store',
      });
      expect(failed.statusCode).toBe(500);
      notifier.write = write;
      expect(await pageOf()).toEqual(before.page);
      expect(await toldOf()).toEqual(before.told);
      expect(published).toEqual([]);
    } finally {
      notifier.transaction = transaction;
      notifier.write = write;
      notifier.listeners.splice(notifier.listeners.indexOf(listen), 1);
    }
  });

  it('staff write the dashboard’s club message; members see it; bad input changes nothing', async () => {
    const url = '/api/staff/clubs/151/message';
    const shown = async () => (await ctx.app.inject({ url: '/api/clubs/151/message?channel=1' })).json();
    const before = await shown();
    for (const payload of [
      { Title: '', Message: 'No title' },
      { Title: 'x'.repeat(121), Message: 'Long title' },
      { Title: 'Long message', Message: 'x'.repeat(2001) },
      { Title: 'No message' },
    ]) {
      expect(
        (await call('clubStaff', 'PUT', url, payload)).statusCode,
        JSON.stringify(payload).slice(0, 40),
      ).toBe(400);
    }
    expect(await shown()).toEqual(before);
    expect(
      (await call('admin', 'PUT', '/api/staff/clubs/999999/message', { Title: 'T', Message: 'M' })).json(),
    ).toMatchObject({
      code: 'CLUB_NOT_FOUND',
    });

    const saved = await call('clubStaff', 'PUT', url, {
      Title: ' Frost update ',
      Message: 'Greens open at 10:00.',
    });
    expect(saved.json()).toEqual({ title: 'Frost update', message: 'Greens open at 10:00.' });
    expect(await shown()).toEqual({ title: 'Frost update', message: 'Greens open at 10:00.' });
    // The rest of the club's document is untouched.
    const content = (await ctx.app.inject({ url: '/api/clubs/151/content' })).json();
    expect(content).toMatchObject({ clubId: 151, dashboard: { title: 'Frost update' } });
  });

  it('exports the club’s bookings and members as CSV files', async () => {
    const bookingsCsv = await call('clubStaff', 'GET', '/api/staff/clubs/151/bookings.csv');
    expect(bookingsCsv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(bookingsCsv.headers['content-disposition']).toBe('attachment; filename="club-151-bookings.csv"');
    const lines = bookingsCsv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Booking ref,Date,Time,Course,Booked by,E-mail,People,Juniors,Status,Cost,Unit,Notes',
    );
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => /^FW[A-Z0-9]+,\d{4}-\d{2}-\d{2},\d{2}:\d{2},/.test(l))).toBe(true);

    const membersCsv = (await call('admin', 'GET', '/api/staff/clubs/151/members.csv')).body;
    expect(membersCsv.split('\r\n')[0]).toBe(
      'Forename,Surname,E-mail,Phone,Package,Membership expires,Home points',
    );
    expect(membersCsv).toContain('Alex,Morgan,member@example.com');
    expect(membersCsv).not.toContain('rounds@example.com');

    const unknown = await call('admin', 'GET', '/api/staff/clubs/999999/members.csv');
    expect(unknown.json()).toMatchObject({ code: 'CLUB_NOT_FOUND' });
    expect((await call('admin', 'GET', '/api/staff/clubs/abc/members.csv')).statusCode).toBe(400);
  });

  it('staff fulfil an extra once; the member is told; golf bookings and other clubs are refused', async () => {
    const queue = (await call('clubStaff', 'GET', '/api/staff/queue')).json<StaffQueue>();
    // The demo data leaves staff something to answer: buddy@example.com's late-cancellation request.
    expect(queue.CancellationRequests.map((r) => r.Booking.BookedByUsername)).toEqual(['buddy@example.com']);
    const extra = queue.ExtrasToFulfil[0];
    expect(extra?.BookingType).toBe(2);
    expect(extra?.ExtraDetails?.Fulfilled).toBe(false);
    const url = `/api/staff/bookings/${extra?.Id}/fulfil`;
    expect((await call('otherClubStaff', 'POST', url)).json()).toMatchObject({
      code: 'STAFF_CLUB_FORBIDDEN',
    });

    const done = await call('clubStaff', 'POST', url);
    expect(done.statusCode).toBe(200);
    expect(done.json<Booking>().ExtraDetails?.Fulfilled).toBe(true);
    expect((await call('admin', 'POST', url)).json()).toMatchObject({ code: 'ALREADY_FULFILLED' });
    const after = (await call('clubStaff', 'GET', '/api/staff/queue')).json<StaffQueue>();
    expect(after.ExtrasToFulfil.map((b) => b.Id)).not.toContain(extra?.Id);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Extra ready'));
    expect(told).toHaveLength(1);

    // The audit log lists it, its booking id as text.
    const log = await call('admin', 'GET', '/api/staff/audit');
    expect(log.statusCode).toBe(200);
    expect(log.json<StaffAudit>().Entries[0]).toMatchObject({
      Route: '/api/staff/bookings/:id/fulfil',
      Params: { id: String(extra?.Id) },
    });

    const golf = queue.AwaitingConfirmation.find((b) => b.BookingType === 0);
    expect(golf).toBeDefined();
    expect((await call('admin', 'POST', `/api/staff/bookings/${golf?.Id}/fulfil`)).json()).toMatchObject({
      code: 'NOT_AN_EXTRA',
    });
  });

  it('staff mark a past booking as a no-show, once; the member sees it; a future one is refused', async () => {
    const member = ids['member@example.com']!;
    const page = (await call('clubStaff', 'GET', `/api/staff/members/${member}`)).json<StaffMemberPage>();
    const past = page.Recent.find((b) => !b.Cancelled && !b.NoShow);
    expect(past?.Expired).toBe(true);
    const url = `/api/staff/bookings/${past?.Id}/no-show`;
    expect((await call('otherClubStaff', 'POST', url)).json()).toMatchObject({
      code: 'STAFF_CLUB_FORBIDDEN',
    });
    const marked = await call('clubStaff', 'POST', url);
    expect(marked.statusCode).toBe(200);
    expect(marked.json<Booking>().NoShow).toBe(true);
    expect((await call('admin', 'POST', url)).json()).toMatchObject({ code: 'ALREADY_NO_SHOW' });

    const memberCookie = await sessionCookieFor(ctx, 'member@example.com');
    const previous = await ctx.app.inject({
      url: '/api/bookings/previous?page=1',
      headers: { cookie: memberCookie },
    });
    const seen = previous.json<{ items: Booking[] }>().items.find((b) => b.Id === past?.Id);
    expect(seen?.NoShow).toBe(true);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Marked as a no-show'));
    expect(told).toHaveLength(1);

    const future = page.Upcoming[0];
    expect((await call('admin', 'POST', `/api/staff/bookings/${future?.Id}/no-show`)).json()).toMatchObject({
      code: 'BOOKING_NOT_STARTED',
    });
  });
});
