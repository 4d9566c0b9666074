import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { members, sessions } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { purgeExpiredSessions } from '../src/modules/auth/session-purge';
import { sessionIdOf } from '../src/plugins/session-repository';
import { NOTIFICATION_EVENT } from '../src/realtime/hub';
import { PASSWORD } from './account-fixtures';
import { connected, hubClient, login, sessionCookieFor, useLiveHub, useTestApp } from './helpers';

/**
 * A live socket does not outlive its session (issue 19): however the session ends, its sockets are
 * disconnected and hear nothing more, while the member's other sessions keep theirs.
 */
describe('live sockets end with their session', () => {
  const ctx = useTestApp();
  const email = 'member@example.com';
  const { sockets, started } = useLiveHub(ctx);

  /** A connected socket with the cookie, recording the notifications it hears and whether it was closed. */
  const open = async (cookie: string) => {
    const socket = hubClient(await started(), sockets, { headers: { cookie } });
    const heard: unknown[][] = [];
    socket.on(NOTIFICATION_EVENT, (...args) => heard.push(args));
    const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
    await connected(socket);
    return { socket, heard, disconnected };
  };

  const memberGuid = async () => {
    const [row] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, email));
    return row!.id;
  };

  /**
   * Staff credit points (the probe's "1 Home points credited"); resolves once a socket of a session that
   * is still live has heard it, so the ended one has had every chance to hear it too.
   */
  const creditAndHear = async (live: Socket) => {
    const heard = new Promise<unknown[]>((resolve) =>
      live.once(NOTIFICATION_EVENT, (...args) => resolve(args)),
    );
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/members/${await memberGuid()}/points`,
      headers: { cookie: staff },
      payload: { Balance: 'Home', Points: 1, Reason: 'Goodwill' },
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(await heard)).toContain('1 Home points credited');
  };

  it('logout disconnects the socket of that session, which hears no later notification', async () => {
    const cookie = await login(ctx.app, email);
    const ended = await open(cookie);
    const other = await open(await sessionCookieFor(ctx, email));
    const out = await ctx.app.inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await creditAndHear(other.socket);
    expect(ended.heard).toEqual([]);
    expect(await ended.disconnected).toBe('io server disconnect');
    expect(ended.socket.connected).toBe(false);
    expect(other.socket.connected).toBe(true);
  });

  it('a password change disconnects the sockets of the other sessions, not its own', async () => {
    const changer = await sessionCookieFor(ctx, email);
    const own = await open(changer);
    const elsewhere = await open(await sessionCookieFor(ctx, email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/change-password',
      headers: { cookie: changer },
      payload: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await creditAndHear(own.socket);
    expect(elsewhere.heard).toEqual([]);
    expect(await elsewhere.disconnected).toBe('io server disconnect');
    expect(own.socket.connected).toBe(true);
  });

  it('ending an impersonation disconnects the socket staff had open as the member', async () => {
    const [staff] = await ctx.database.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'staff@example.com'));
    const { token } = await startImpersonation(ctx.database.db, staff!.id, await memberGuid());
    const cookie = `fairway_session=${token}`;
    const impersonating = await open(cookie);
    const member = await open(await sessionCookieFor(ctx, email));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/stop-impersonating',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    await creditAndHear(member.socket);
    expect(impersonating.heard).toEqual([]);
    expect(await impersonating.disconnected).toBe('io server disconnect');
  });

  it('the session purge disconnects the sockets of the sessions it deletes', async () => {
    const cookie = await sessionCookieFor(ctx, email);
    const expired = await open(cookie);
    const live = await open(await sessionCookieFor(ctx, email));
    const id = sessionIdOf(cookie.split('=')[1]!);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    const purged = await purgeExpiredSessions(ctx.database.db, {
      policy: ctx.app.config.session,
      onDeleted: (ids) => ctx.app.sessionCache.purged(ids),
    });
    expect(purged).toBeGreaterThanOrEqual(1);
    await creditAndHear(live.socket);
    expect(expired.heard).toEqual([]);
    expect(await expired.disconnected).toBe('io server disconnect');
  });
});
