import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { memberRow } from './account-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

/**
 * Issue 46 §8: while impersonating, staff read a member's calendar feed address (`GET
 * /api/account/calendar`), reset it and exported their data (200), and the feed address kept working after
 * impersonation ended. They are refused with `NOT_WHILE_IMPERSONATING`, as password and 2FA changes are.
 */
describe('what staff acting as a member may not see or change', () => {
  const ctx = useTestApp();
  const email = 'buddy@example.com';
  const impersonating = async () => {
    const member = await memberRow(ctx, email);
    const staff = await memberRow(ctx, 'staff@example.com');
    const { token } = await startImpersonation(ctx.database.db, staff.id, member.id);
    return { member, cookie: `fairway_session=${token}` };
  };
  const call = (method: 'GET' | 'POST', url: string, cookie: string) =>
    ctx.app.inject({ method, url, headers: { cookie } });
  const feedRows = async (memberId: string) =>
    ctx.database.db.select().from(calendarFeeds).where(eq(calendarFeeds.memberId, memberId));

  it('refuses the calendar feed address: none is made, none is shown', async () => {
    const { member, cookie } = await impersonating();
    const res = await call('GET', '/api/account/calendar', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect(res.body).not.toContain('/calendar/');
    expect(await feedRows(member.id)).toEqual([]);
  });

  it('refuses a reset: the member’s own address stays as it was, and keeps working', async () => {
    const own = await sessionCookieFor(ctx, email);
    const url = (await call('GET', '/api/account/calendar', own)).json<{ Url: string }>().Url;
    const { member, cookie } = await impersonating();
    const before = await feedRows(member.id);
    const res = await call('POST', '/api/account/calendar/reset', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect(await feedRows(member.id)).toEqual(before);
    const feed = await ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
  });

  it('refuses the export of the member’s data', async () => {
    const { cookie } = await impersonating();
    const res = await call('GET', '/api/account/export', cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_WHILE_IMPERSONATING');
    expect(res.headers['content-disposition']).toBeUndefined();
  });

  it('still serves the member themselves all three', async () => {
    const own = await sessionCookieFor(ctx, email);
    expect((await call('GET', '/api/account/calendar', own)).statusCode).toBe(200);
    expect((await call('POST', '/api/account/calendar/reset', own)).statusCode).toBe(200);
    expect((await call('GET', '/api/account/export', own)).statusCode).toBe(200);
  });
});
