import { describe, expect, it } from 'vitest';
import { type GuardMember, guard, STAFF_ROUTES } from './guard';
import { routes } from './routes';

describe('route table', () => {
  it('gives every route a unique name and full meta', () => {
    const names = routes.map((r) => r.meta.name);
    expect(new Set(names).size).toBe(names.length);
    for (const r of routes) {
      expect(typeof r.meta.requiresAuth).toBe('boolean');
      expect(r.meta.title).toMatch(/^title\./);
      expect(Boolean(r.load) !== Boolean(r.redirectTo)).toBe(true);
    }
  });

  it('requires login for the dashboard and its views, not for auth pages or the 404', () => {
    const byPath = new Map(routes.map((r) => [r.path, r.meta]));
    for (const p of ['/', '/Bookings', '/Renew', '/Topup', '/ballots/:ballotId/audit'])
      expect(byPath.get(p)?.requiresAuth).toBe(true);
    for (const p of ['/login', '/login/:clubName/:clubId', '/register/:id', '*']) {
      expect(byPath.get(p)?.requiresAuth).toBe(false);
    }
    expect(routes.find((r) => r.path === '/login/*')?.redirectTo).toBe('/login');
  });

  it('serves one buddies screen under each theme word, titled My Buddies, My Friends, My Colleagues', () => {
    const screens = ['/Buddies', '/Friends', '/Colleagues'].map((p) => routes.find((r) => r.path === p));
    expect(screens.map((r) => r?.meta.title)).toEqual(['title.buddies', 'title.friends', 'title.colleagues']);
    expect(new Set(screens.map((r) => r?.load)).size).toBe(1);
    expect(screens.every((r) => r?.meta.requiresAuth)).toBe(true);
  });

  it('shows every /staff screen in the console layout, open to staff only', () => {
    const consoleRoutes = routes.filter((r) => r.path === '/staff' || r.path.startsWith('/staff/'));
    expect(consoleRoutes.map((r) => r.path)).toEqual([
      '/staff',
      '/staff/members/:memberGuid',
      '/staff/content',
      '/staff/ballots',
      '/staff/ballots/:ballotId',
      '/staff/waitlist',
      '/staff/integrations',
    ]);
    const member: GuardMember = {
      IsAdmin: false,
      StaffClubId: null,
      CompletedFirstPayment: true,
      IsExpired: false,
      IsInArrears: false,
    };
    for (const r of consoleRoutes) {
      expect(r.meta.console, r.path).toBe(true);
      expect(STAFF_ROUTES, r.path).toContain(r.meta.name);
      const decide = (who: GuardMember) =>
        guard({
          route: r.meta,
          fullPath: r.path,
          isAuthenticated: true,
          member: who,
          homeClub: { homeClubId: 151, homeClubName: 'Foxhill Heath Golf Club' },
          staffDashboardUrl: '/staff',
        });
      expect(decide(member), r.path).toEqual({ kind: 'redirect', to: '/' });
      expect(decide({ ...member, StaffClubId: 151 }), r.path).toEqual({ kind: 'allow' });
    }
    expect(routes.filter((r) => r.meta.console).length).toBe(consoleRoutes.length);
  });
});
