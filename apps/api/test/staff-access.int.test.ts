import type { StaffMemberPage, StaffMemberSearch, StaffQueue } from '@fairway/contracts';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { useTestApp } from './helpers';
import { ROLES, useStaffRoles } from './staff-fixtures';

describe('staff console: who reaches what', () => {
  const ctx = useTestApp();
  const { ids, cookieFor, call } = useStaffRoles(ctx);

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
      name: 'fulfil (unknown booking)',
      method: 'POST',
      url: () => '/api/staff/bookings/999999/fulfil',
      allowed: 404,
    },
    {
      name: 'no-show (unknown booking)',
      method: 'POST',
      url: () => '/api/staff/bookings/999999/no-show',
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
    const session = (
      await ctx.app.inject({ url: '/api/account/session?include=member', headers: { cookie } })
    ).json();
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
});
