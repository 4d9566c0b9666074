import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { members } from '../src/db/schema';
import { startImpersonation } from '../src/modules/auth/service';
import { sessionCookieFor, type TestContext } from './helpers';

export type Role = 'visitor' | 'member' | 'impersonating' | 'clubStaff' | 'otherClubStaff' | 'admin';
export const ROLES: Role[] = ['visitor', 'member', 'impersonating', 'clubStaff', 'otherClubStaff', 'admin'];

/**
 * The staff console's cast on the demo data: member@example.com (club 151), network staff, club staff of
 * 151, and rounds@example.com turned into club staff of 537. `call` signs in afresh for every call
 * (impersonating replaces the caller's own session).
 */
export function useStaffRoles(ctx: TestContext) {
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

  return { ids, cookieFor, call };
}
