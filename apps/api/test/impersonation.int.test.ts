import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { sessionCookieFor, useTestApp } from './helpers';

describe('staff impersonation', () => {
  const ctx = useTestApp({ config: { staffDashboardUrl: 'https://staff.example' } });
  const idOf = async (email: string) => {
    const [row] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, email));
    return row!.id;
  };

  it('shows the impersonation, then swaps back to a staff session with the redirect', async () => {
    const staffId = await idOf('staff@example.com');
    const memberId = await idOf('member@example.com');
    const { token } = await startImpersonation(ctx.database.db, staffId, memberId);
    const cookie = `fairway_session=${token}`;

    const session = await ctx.app.inject({ url: '/api/account/session?include=member', headers: { cookie } });
    expect(session.json()).toMatchObject({
      isAuthenticated: true,
      isImpersonating: true,
      member: { UserGuid: memberId, IsImpersonating: true },
    });
    const summary = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(summary.json()).toMatchObject({
      UserGuid: memberId,
      IsImpersonating: true,
      ImpersonatorName: 'Pat Staff',
    });

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/stop-impersonating',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, redirectUrl: `https://staff.example/members/${memberId}` });
    const staffCookie = res.cookies.find((c) => c.name === 'fairway_session');
    expect(staffCookie?.value).toBeTruthy();
    expect(staffCookie?.value).not.toBe(token);

    const staff = await ctx.app.inject({
      url: '/api/member/summary',
      headers: { cookie: `fairway_session=${staffCookie?.value}` },
    });
    expect(staff.json()).toMatchObject({ UserGuid: staffId, IsImpersonating: false, IsAdmin: true });
    const old = await ctx.app.inject({ url: '/api/member/summary', headers: { cookie } });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to stop when not impersonating', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/stop-impersonating',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_IMPERSONATING');
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/account/stop-impersonating' });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets only staff start an impersonation', async () => {
    const memberId = await idOf('member@example.com');
    await expect(
      startImpersonation(ctx.database.db, memberId, await idOf('buddy@example.com')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
