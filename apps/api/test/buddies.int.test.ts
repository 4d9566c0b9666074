import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { members } from '../src/db/schema';
import type { BuddyEvent } from '../src/modules/buddies/events';
import { buddyApi, createPlayer, linkCount, type Player } from './buddy-fixtures';
import { sessionCookieFor, useTestApp } from './helpers';

describe('buddies API', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  let a: Player;
  let b: Player;
  let events: BuddyEvent[];
  beforeEach(async () => {
    a = await createPlayer(db());
    b = await createPlayer(db());
    await db().update(members).set({ forename: 'Bea', surname: 'Bunker' }).where(eq(members.id, b.id));
    events = [];
    ctx.app.buddies.onEvent.splice(0, Infinity, async (e) => {
      events.push(e);
    });
  });
  const as = (p: Player) => buddyApi(ctx.app, p.cookie);

  it('gives each member a readable share code, stable until regenerated', async () => {
    const first = await as(a).shareToken();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect((await as(a).shareToken()).json()).toBe(first.json());
    const next = await as(a).regenerate();
    expect(next.statusCode).toBe(200);
    expect(next.json()).not.toBe(first.json());
    expect((await as(b).find(first.json())).json()).toEqual({ BuddyFound: false, Buddy: null });
    expect((await as(b).find(next.json())).json().BuddyFound).toBe(true);
  });

  it('finds by share code (any case, dashes optional) or e-mail, revealing only Name and Target', async () => {
    const code: string = (await as(b).shareToken()).json();
    for (const query of [
      code,
      code.toLowerCase().replace('-', ''),
      ` ${code.replace('-', ' ')} `,
      b.email.toUpperCase(),
    ]) {
      const res = await as(a).find(query);
      expect(res.statusCode, query).toBe(200);
      expect(res.json()).toEqual({ BuddyFound: true, Buddy: { Name: 'Bea Bunker', Target: b.target } });
    }
    expect((await as(a).find('ZZZZ-ZZZZ')).json()).toEqual({ BuddyFound: false, Buddy: null });
    expect((await as(a).find('nobody@example.com')).json()).toEqual({ BuddyFound: false, Buddy: null });
    expect((await as(a).find(a.email)).json()).toEqual({ BuddyFound: false, Buddy: null });
    const staff = await as(a).find('staff@example.com');
    expect(staff.json().BuddyFound).toBe(false);
  });

  it('refuses bad input to find with 400 and anonymous callers with 401', async () => {
    for (const payload of [
      {},
      { query: '' },
      { query: 'x'.repeat(300) },
      { query: 'a\u0000b' },
      { query: 3 },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/buddies/find',
        headers: { cookie: a.cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    const anon = await ctx.app.inject({ method: 'GET', url: '/api/buddies' });
    expect(anon.statusCode).toBe(401);
  });

  it('request → incoming and pending lists and count → accept → buddies on both sides', async () => {
    expect((await as(a).request(b.target)).statusCode).toBe(204);
    expect(events).toEqual([
      {
        type: 'request_created',
        from: { memberId: a.id, name: 'Test Member' },
        to: { memberId: b.id, name: 'Bea Bunker' },
      },
    ]);
    expect((await as(a).pending()).json()).toEqual([
      { name: 'Bea Bunker', target: b.target, club: expect.any(String), publicId: b.target },
    ]);
    expect((await as(b).incoming()).json()).toMatchObject([{ name: 'Test Member', target: a.target }]);
    expect((await as(b).count()).json()).toEqual({ count: 1 });
    expect((await as(a).count()).json()).toEqual({ count: 0 });

    const accepted = await as(b).accept(a.target);
    expect(accepted.statusCode).toBe(204);
    expect(accepted.body).toBe('');
    expect(events[1]).toEqual({
      type: 'request_accepted',
      by: { memberId: b.id, name: 'Bea Bunker' },
      requester: { memberId: a.id, name: 'Test Member' },
    });
    expect((await as(a).buddies()).json()).toMatchObject([{ name: 'Bea Bunker', target: b.target }]);
    expect((await as(b).buddies()).json()).toMatchObject([{ name: 'Test Member', target: a.target }]);
    expect((await as(b).incoming()).json()).toEqual([]);
    expect((await as(a).pending()).json()).toEqual([]);
    expect((await as(b).count()).json()).toEqual({ count: 0 });
  });

  it('refuses, changing nothing: already pending (either way), already buddies, yourself, unknown, malformed', async () => {
    await as(a).request(b.target);
    const before = await linkCount(db());
    const pendingSame = await as(a).request(b.target);
    expect([pendingSame.statusCode, pendingSame.json().code]).toEqual([409, 'BUDDY_REQUEST_PENDING']);
    const pendingBack = await as(b).request(a.target);
    expect([pendingBack.statusCode, pendingBack.json().code]).toEqual([409, 'BUDDY_REQUEST_PENDING']);
    const self = await as(a).request(a.target);
    expect([self.statusCode, self.json().code]).toEqual([422, 'BUDDY_SELF']);
    const unknown = await as(a).request(randomUUID());
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'MEMBER_NOT_FOUND']);
    const internalId = await as(a).request(b.id);
    expect(internalId.statusCode).toBe(404);
    const malformed = await as(a).request('not-a-target');
    expect([malformed.statusCode, malformed.json().code]).toEqual([400, 'VALIDATION']);
    expect(await linkCount(db())).toBe(before);
    expect(events).toHaveLength(1);

    await as(b).accept(a.target);
    const again = await as(b).request(a.target);
    expect([again.statusCode, again.json().code]).toEqual([409, 'ALREADY_BUDDIES']);
    expect(await linkCount(db())).toBe(before);
  });

  it('only the addressee answers: accepting or declining a request one sent, or none, is 404', async () => {
    await as(a).request(b.target);
    for (const res of [await as(a).accept(b.target), await as(a).decline(b.target)]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 'BUDDY_REQUEST_NOT_FOUND']);
    }
    const self = await as(a).accept(a.target);
    expect([self.statusCode, self.json().code]).toEqual([422, 'BUDDY_SELF']);
    expect((await as(b).incoming()).json()).toHaveLength(1);
    expect((await as(a).buddies()).json()).toEqual([]);
  });

  it('decline deletes the request and tells the requester; it can be sent again', async () => {
    await as(a).request(b.target);
    const declined = await as(b).decline(a.target);
    expect(declined.statusCode).toBe(204);
    expect(events.at(-1)).toEqual({
      type: 'request_declined',
      by: { memberId: b.id, name: 'Bea Bunker' },
      requester: { memberId: a.id, name: 'Test Member' },
    });
    expect((await as(a).pending()).json()).toEqual([]);
    expect((await as(b).accept(a.target)).statusCode).toBe(404);
    expect((await as(a).request(b.target)).statusCode).toBe(204);
  });

  it('cancel is the sender’s: the addressee cannot cancel it, the sender can once', async () => {
    await as(a).request(b.target);
    const byAddressee = await as(b).cancel(a.target);
    expect([byAddressee.statusCode, byAddressee.json().code]).toEqual([404, 'BUDDY_REQUEST_NOT_FOUND']);
    expect((await as(a).cancel(b.target)).statusCode).toBe(204);
    expect((await as(a).cancel(b.target)).statusCode).toBe(404);
    expect((await as(b).incoming()).json()).toEqual([]);
  });

  it('either side removes a buddy; removing a non-buddy or a pending request is 404', async () => {
    await as(a).request(b.target);
    const notYet = await as(a).remove(b.target);
    expect([notYet.statusCode, notYet.json().code]).toEqual([404, 'BUDDY_NOT_FOUND']);
    await as(b).accept(a.target);
    expect((await as(b).remove(a.target)).statusCode).toBe(204);
    expect((await as(a).buddies()).json()).toEqual([]);
    expect((await as(a).remove(b.target)).statusCode).toBe(404);
    expect((await as(a).request(b.target)).statusCode).toBe(204);
  });

  it('the seeded demo members: member and buddy are buddies; member has an incoming and a pending request', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const member = buddyApi(ctx.app, cookie);
    expect((await member.buddies()).json()).toMatchObject([{ name: 'Jamie Clarke' }]);
    expect((await member.incoming()).json()).toHaveLength(1);
    expect((await member.pending()).json()).toHaveLength(1);
    expect((await member.count()).json()).toEqual({ count: 1 });
  });
});

describe('finding buddies is rate-limited per member', () => {
  const ctx = useTestApp({
    config: {
      rateLimit: {
        loginPerAccountAndIp: 100,
        loginPerIp: 100,
        loginPerAccount: 100,
        windowSeconds: 60,
        buddyFindPerMember: 3,
      },
    },
  });

  it('answers 429 RATE_LIMITED after the limit, per member (another member still searches)', async () => {
    const a = await createPlayer(ctx.database.db);
    const b = await createPlayer(ctx.database.db);
    for (let i = 0; i < 3; i++)
      expect((await buddyApi(ctx.app, a.cookie).find(`x${i}@example.com`)).statusCode).toBe(200);
    const limited = await buddyApi(ctx.app, a.cookie).find(b.email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await buddyApi(ctx.app, b.cookie).find(a.email)).json().BuddyFound).toBe(true);
  });
});
