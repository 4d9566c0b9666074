import type { AccountExport, Booking } from '@fairway/contracts';
import { eq, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { bookings, members, pointsLedger, sessions } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { MEMBER_TABLES } from '../src/modules/your-data/coverage';
import { createSession } from '../src/plugins/session-repository';
import { homePointsOf, postBooking, slotTime } from './booking-fixtures';
import { befriend, createPlayer, type Player } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

const PASSWORD = 'Correct-Horse-Battery-9';

/** Issue 23 §2: everything held about a member, and erasure that keeps the club's accounts whole. */
describe('your data: export and erasure', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let day = 16;
  const book = async (booker: Player, payload: object = {}) => {
    const res = await postBooking(ctx.app, booker.cookie, {
      time: slotTime(day++, '09:00'),
      players: 1,
      ...payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json<Booking>();
  };
  const call = (method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const exportOf = async (p: Player) => {
    const res = await call('GET', '/api/account/export', p.cookie);
    expect(res.statusCode).toBe(200);
    return { doc: res.json<AccountExport>(), res };
  };
  /** A member with a real password, a buddy with a name and address of their own, and a shared booking. */
  const scene = async () => {
    const member = await createPlayer(db(), { homePoints: 900 });
    await db()
      .update(members)
      .set({ passwordHash: await hashPassword(PASSWORD), forename: 'Delia', surname: 'Leaver' })
      .where(eq(members.id, member.id));
    const buddy = await createPlayer(db(), { homePoints: 300 });
    await db()
      .update(members)
      .set({ forename: 'Bea', surname: 'Buddyname', phone: '07700 900555' })
      .where(eq(members.id, buddy.id));
    await befriend(ctx.app, member, buddy);
    const shared = await book(member, { players: 2, buddies: [buddy.target] });
    const solo = await book(member);
    return { member, buddy, shared, solo };
  };

  it('covers every table that references a member, in the export and in the erasure', () => {
    const referencing = new Set(['members']);
    for (const value of Object.values(schema)) {
      if (!is(value, PgTable)) continue;
      const config = getTableConfig(value);
      if (config.foreignKeys.some((fk) => fk.reference().foreignTable === members))
        referencing.add(config.name);
    }
    expect(Object.keys(MEMBER_TABLES).sort()).toEqual([...referencing].sort());
  });

  it('exports everything held about the member: one JSON document, each covered section present', async () => {
    const { member, shared } = await scene();
    const { doc, res } = await exportOf(member);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="fairway-my-data-/);
    expect(doc.Profile).toMatchObject({ Forename: 'Delia', Surname: 'Leaver', Email: member.email });
    expect(doc.Points.Ledger.length).toBeGreaterThanOrEqual(3);
    const booking = doc.Bookings.find((b) => b.Id === shared.Id)!;
    expect(booking).toMatchObject({ BookedBy: 'You', ClubName: 'Foxhill Heath Golf Club' });
    expect(booking.Party).toEqual([
      expect.objectContaining({ Name: 'You', PaidBy: 'You' }),
      expect.objectContaining({ Name: 'Bea Buddyname', PaidBy: 'Bea Buddyname' }),
    ]);
    expect(doc.Buddies.Buddies).toEqual([expect.objectContaining({ Name: 'Bea Buddyname' })]);
    expect(doc.Buddies.ShareCode).toEqual(expect.any(String));
    expect(doc.Security.Sessions.length).toBeGreaterThanOrEqual(1);
    expect(doc.Waitlist).toEqual([]);
    // Every section the coverage names resolves in the document.
    for (const fate of Object.values(MEMBER_TABLES)) {
      if (!('section' in fate.export)) continue;
      const [top, inner] = fate.export.section.split('.') as [keyof AccountExport, string | undefined];
      expect(doc, fate.export.section).toHaveProperty(top);
      const value = doc[top] as unknown;
      if (inner && !Array.isArray(value)) expect(value, fate.export.section).toHaveProperty(inner);
      if (inner && Array.isArray(value)) expect(value[0], fate.export.section).toHaveProperty(inner);
    }
  });

  it('holds no password hash, no secret and no other member’s personal data (a buddy by name only)', async () => {
    const { member, buddy } = await scene();
    const { res } = await exportOf(member);
    const text = res.body;
    expect(text).not.toContain('$argon2');
    expect(text).not.toMatch(/PasswordHash|TotpSecret|TokenHash|CodeHash/);
    expect(text).not.toContain(buddy.email);
    expect(text).not.toContain(buddy.id);
    expect(text).not.toContain('07700 900555');
    expect(text).toContain('Bea Buddyname');
  });

  it('a wrong password changes nothing', async () => {
    const { member, shared } = await scene();
    const before = await db().select().from(members).where(eq(members.id, member.id));
    const res = await call('POST', '/api/account/delete', member.cookie, { password: 'not-it' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', fields: { password: expect.anything() } });
    expect(await db().select().from(members).where(eq(members.id, member.id))).toEqual(before);
    expect((await call('GET', '/api/account/profile', member.cookie)).statusCode).toBe(200);
    const [row] = await db().select().from(bookings).where(eq(bookings.id, shared.Id));
    expect(row!.cancelledAt).toBeNull();
  });

  it('refuses while staff impersonate the member, changing nothing', async () => {
    const { member } = await scene();
    const staffCookie = await sessionCookieFor(ctx, 'staff@example.com');
    const [staff] = await db()
      .select({ id: members.id })
      .from(members)
      .where(eq(members.email, 'staff@example.com'));
    const { token } = await createSession(db(), {
      memberId: member.id,
      impersonatorId: staff!.id,
      policy: { idleMinutes: 30, absoluteHours: 8 },
    });
    const res = await call('POST', '/api/account/delete', `fairway_session=${token}`, { password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NOT_WHILE_IMPERSONATING');
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row!.deletedAt).toBeNull();
    expect(staffCookie).toBeTruthy();
  });

  it('deletes the account: bookings cancelled and refunded to every payer, data erased, ledger kept, login dead, address free', async () => {
    const { member, buddy, shared, solo } = await scene();
    const feed = (await call('GET', '/api/account/calendar', member.cookie)).json<{ Url: string }>().Url;
    const other = await createSession(db(), {
      memberId: member.id,
      policy: { idleMinutes: 60, absoluteHours: 24 },
    });
    const ledgerBefore = await db().select().from(pointsLedger).where(eq(pointsLedger.memberId, member.id));

    const res = await call('POST', '/api/account/delete', member.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name.endsWith('fairway_session'))?.value).toBe('');

    // Every session ends, the one used and any other.
    expect((await call('GET', '/api/account/profile', member.cookie)).statusCode).toBe(401);
    expect((await call('GET', '/api/account/profile', `fairway_session=${other.token}`)).statusCode).toBe(
      401,
    );
    expect(await db().select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);

    // Future bookings cancelled; each payer has their points back.
    for (const id of [shared.Id, solo.Id]) {
      const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
      expect(row!.cancelledAt).not.toBeNull();
    }
    expect(await homePointsOf(db(), member.id)).toBe(900);
    expect(await homePointsOf(db(), buddy.id)).toBe(300);

    // Personal data gone; the row kept as a pseudonym with its ledger, so the accounts add up.
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ forename: 'Former', phone: '', address1: null, autoRenew: false });
    expect(row!.email).not.toBe(member.email);
    expect(row!.deletedAt).not.toBeNull();
    const ledgerAfter = await db().select().from(pointsLedger).where(eq(pointsLedger.memberId, member.id));
    expect(ledgerAfter.length).toBeGreaterThan(ledgerBefore.length);
    expect(ledgerAfter.slice(0, ledgerBefore.length)).toEqual(ledgerBefore);
    expect(await invariantViolations(db())).toEqual(noViolations);

    // The login is dead, the feed too; staff no longer find the old address; it may register again.
    const login = await call('POST', '/api/account/login', undefined, {
      email: member.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(404);
    const staff = await sessionCookieFor(ctx, 'staff@example.com');
    const search = await call('GET', `/api/staff/members?q=${encodeURIComponent(member.email)}`, staff);
    expect(search.statusCode).toBe(200);
    expect(search.json().Members).toEqual([]);
    const again = await call('POST', '/api/account/register', undefined, {
      clubId: 151,
      firstName: 'Delia',
      surname: 'Again',
      phone: '07700 900123',
      email: member.email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses bad input on every endpoint', async () => {
    expect((await call('GET', '/api/account/export')).json().code).toBe('UNAUTHENTICATED');
    expect((await call('POST', '/api/account/delete', undefined, { password: 'x' })).statusCode).toBe(401);
    const { member } = await scene();
    for (const payload of [{}, { password: '' }, { password: 42 }, { password: 'x'.repeat(5000) }]) {
      const res = await call('POST', '/api/account/delete', member.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(row!.deletedAt).toBeNull();
  });
});
