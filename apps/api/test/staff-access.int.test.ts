import type { StaffAudit, StaffMemberPage, StaffMemberSearch, StaffQueue } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { members, notifications, sessions, staffAudit } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { sessionCookieFor, useTestApp } from './helpers';

type Role = 'visitor' | 'member' | 'impersonating' | 'clubStaff' | 'otherClubStaff' | 'admin';
const ROLES: Role[] = ['visitor', 'member', 'impersonating', 'clubStaff', 'otherClubStaff', 'admin'];

describe('staff console: who reaches what', () => {
  const ctx = useTestApp();
  const ids: Record<string, string> = {};
  const idOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, email));
    if (!row) throw new Error(email);
    return row.id;
  };

  beforeAll(async () => {
    for (const email of [
      'member@example.com',
      'staff@example.com',
      'clubstaff@example.com',
      'rounds@example.com',
    ]) {
      ids[email] = await idOf(email);
    }
    // Club staff of another club (537): the rounds member's account turned into staff there.
    await ctx.database.db
      .update(members)
      .set({ staffClubId: 537 })
      .where(eq(members.email, 'rounds@example.com'));
  });

  /** A fresh session for each call: impersonating replaces the caller's own session. */
  async function cookieFor(role: Role): Promise<string | null> {
    switch (role) {
      case 'visitor':
        return null;
      case 'member':
        return sessionCookieFor(ctx, 'member@example.com');
      case 'impersonating': {
        const { token } = await startImpersonation(
          ctx.database.db,
          ids['staff@example.com']!,
          ids['member@example.com']!,
        );
        return `fairway_session=${token}`;
      }
      case 'clubStaff':
        return sessionCookieFor(ctx, 'clubstaff@example.com');
      case 'otherClubStaff':
        return sessionCookieFor(ctx, 'rounds@example.com');
      case 'admin':
        return sessionCookieFor(ctx, 'staff@example.com');
    }
  }
  const call = async (role: Role, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
    const cookie = await cookieFor(role);
    return ctx.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload ? { payload } : {}),
    });
  };

  /**
   * Every staff call against every role: visitors 401; members, and staff while impersonating a member,
   * 403; club staff of the member's club and network staff get through; club staff of another club are
   * refused what belongs to club 151 with STAFF_CLUB_FORBIDDEN.
   */
  const routes: {
    name: string;
    method: 'GET' | 'POST' | 'PUT';
    url: () => string;
    payload?: object;
    /** What staff of club 151 and network staff get; other-club staff too unless `otherClub` says. */
    allowed: number;
    otherClub?: number;
  }[] = [
    { name: 'queue', method: 'GET', url: () => '/api/staff/queue', allowed: 200 },
    {
      name: 'confirm (unknown booking)',
      method: 'POST',
      url: () => '/api/staff/bookings/999999/confirm',
      payload: { ConfirmationCode: 'ABC-1' },
      allowed: 404,
    },
    {
      name: 'approve (unknown request)',
      method: 'POST',
      url: () => '/api/staff/cancellation-requests/999999/approve',
      allowed: 404,
    },
    {
      name: 'decline (unknown request)',
      method: 'POST',
      url: () => '/api/staff/cancellation-requests/999999/decline',
      allowed: 404,
    },
    { name: 'member search', method: 'GET', url: () => '/api/staff/members?q=Morgan', allowed: 200 },
    { name: 'audit log', method: 'GET', url: () => '/api/staff/audit', allowed: 200 },
    {
      name: 'member page',
      method: 'GET',
      url: () => `/api/staff/members/${ids['member@example.com']}`,
      allowed: 200,
      otherClub: 403,
    },
    {
      name: 'club message',
      method: 'PUT',
      url: () => '/api/staff/clubs/151/message',
      payload: { Title: 'Welcome back', Message: 'Matrix check' },
      allowed: 200,
      otherClub: 403,
    },
    {
      name: 'bookings CSV',
      method: 'GET',
      url: () => '/api/staff/clubs/151/bookings.csv',
      allowed: 200,
      otherClub: 403,
    },
    {
      name: 'members CSV',
      method: 'GET',
      url: () => '/api/staff/clubs/151/members.csv',
      allowed: 200,
      otherClub: 403,
    },
    {
      name: 'points credit',
      method: 'POST',
      url: () => `/api/staff/members/${ids['member@example.com']}/points`,
      payload: { Balance: 'Home', Points: 1, Reason: 'Matrix check' },
      allowed: 200,
      otherClub: 403,
    },
    {
      name: 'impersonate',
      method: 'POST',
      url: () => `/api/staff/members/${ids['member@example.com']}/impersonate`,
      allowed: 200,
      otherClub: 403,
    },
  ];

  for (const route of routes) {
    it(`${route.name}: each role gets its answer`, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) {
        got[role] = (await call(role, route.method, route.url(), route.payload)).statusCode;
      }
      expect(got).toEqual({
        visitor: 401,
        member: 403,
        impersonating: 403,
        clubStaff: route.allowed,
        otherClubStaff: route.otherClub ?? route.allowed,
        admin: route.allowed,
      });
    });
  }

  it('club staff of another club do not find the member and are told why on their page', async () => {
    const search = (
      await call('otherClubStaff', 'GET', '/api/staff/members?q=Morgan')
    ).json<StaffMemberSearch>();
    expect(search.Members.map((m) => m.Email)).not.toContain('member@example.com');
    const page = await call('otherClubStaff', 'GET', `/api/staff/members/${ids['member@example.com']}`);
    expect(page.json()).toMatchObject({ code: 'STAFF_CLUB_FORBIDDEN' });
    const queue = (await call('otherClubStaff', 'GET', '/api/staff/queue')).json<StaffQueue>();
    expect(queue.AwaitingConfirmation.every((b) => b.ClubId === 537)).toBe(true);
  });

  it('finds a member by name, e-mail or share code, and opens their page', async () => {
    const byEmail = (
      await call('clubStaff', 'GET', '/api/staff/members?q=MEMBER@example')
    ).json<StaffMemberSearch>();
    const hit = byEmail.Members.find((m) => m.Email === 'member@example.com');
    expect(hit).toMatchObject({ Name: 'Alex Morgan', HomeClubId: 151, IsStaff: false });
    const byCode = (
      await call('clubStaff', 'GET', `/api/staff/members?q=${hit?.ShareCode}`)
    ).json<StaffMemberSearch>();
    expect(byCode.Members.map((m) => m.Email)).toEqual(['member@example.com']);
    // LIKE wildcards are searched for literally.
    const wild = (await call('admin', 'GET', '/api/staff/members?q=%25%25')).json<StaffMemberSearch>();
    expect(wild.Members).toEqual([]);

    const page = (
      await call('clubStaff', 'GET', `/api/staff/members/${hit?.MemberGuid}`)
    ).json<StaffMemberPage>();
    expect(page.Member).toMatchObject({ Email: 'member@example.com', HomePoints: expect.any(Number) });
    expect(page.Upcoming.every((b) => b.ClubId === 151)).toBe(true);
    expect(page.Transactions.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a 400 and changes nothing', async () => {
    const before = await ctx.database.db.select({ id: sessions.id }).from(sessions);
    for (const [method, url] of [
      ['GET', '/api/staff/members?q=a'],
      ['GET', `/api/staff/members?q=${'x'.repeat(101)}`],
      ['GET', '/api/staff/members'],
      ['GET', '/api/staff/members/not-a-guid'],
      ['POST', '/api/staff/members/not-a-guid/impersonate'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: { cookie: (await cookieFor('admin')) ?? '' },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const unknown = await call('admin', 'GET', '/api/staff/members/00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ code: 'MEMBER_NOT_FOUND' });
    // Each refused call above made only its own caller's session, nothing else.
    const after = await ctx.database.db.select({ id: sessions.id }).from(sessions);
    expect(after.length).toBe(before.length + 6);
  });

  it('club staff impersonate a member of their club, then log out back to that member’s staff page', async () => {
    const res = await call(
      'clubStaff',
      'POST',
      `/api/staff/members/${ids['member@example.com']}/impersonate`,
    );
    expect(res.json()).toEqual({ ok: true, redirectUrl: '/' });
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const session = (await ctx.app.inject({ url: '/api/account/session', headers: { cookie } })).json();
    expect(session).toMatchObject({ isImpersonating: true, member: { UserGuid: ids['member@example.com'] } });
    // While impersonating, the console is closed: it is the member's session.
    expect((await ctx.app.inject({ url: '/api/staff/queue', headers: { cookie } })).statusCode).toBe(403);
    const stop = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/stop-impersonating',
      headers: { cookie },
    });
    expect(stop.json()).toEqual({ ok: true, redirectUrl: `/staff/members/${ids['member@example.com']}` });
  });

  it('never impersonates staff', async () => {
    for (const target of ['staff@example.com', 'clubstaff@example.com']) {
      const res = await call('admin', 'POST', `/api/staff/members/${ids[target]}/impersonate`);
      expect(res.statusCode, target).toBe(422);
      expect(res.json()).toMatchObject({ code: 'CANNOT_IMPERSONATE_STAFF' });
    }
  });

  /** The audit row is written just after the reply: wait for it. */
  async function auditRowsFor(route: string, count = 1) {
    for (let i = 0; i < 50; i++) {
      const rows = await ctx.database.db.select().from(staffAudit).where(eq(staffAudit.route, route));
      if (rows.length >= count) return rows;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no audit row for ${route}`);
  }

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
    await new Promise((r) => setTimeout(r, 200));
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
});
