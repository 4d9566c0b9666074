import fs from 'node:fs';
import path from 'node:path';
import { NOTIFICATION_TYPES } from '@fairway/contracts';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { members, notifications, payments } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { notifyMember } from '../src/modules/notifications';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { NOTIFICATION_EVENT } from '../src/realtime/hub';
import { createMember, type TestMember } from './booking-fixtures';
import { bundleOf, postPay, putBasket, testCard } from './checkout-fixtures';
import { useLiveHub, useTestApp } from './helpers';

const card = testCard();

describe('receipt e-mail and type-5 notification after a payment; notification calls; live event', () => {
  const ctx = useTestApp();
  const hub = useLiveHub(ctx);
  const get = (m: TestMember, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: { cookie: m.cookie } });
  const outbox = () => fs.readdirSync(ctx.app.config.outboxDir).filter((f) => f.endsWith('.eml'));
  const buy = async (m: TestMember, bundle: string) => {
    const basket = await putBasket(ctx.app, m.cookie, await bundleOf(ctx.database.db, 151, bundle));
    expect(basket.statusCode).toBe(200);
    const res = await postPay(ctx.app, m.cookie, { Card: card });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('a sandbox renewal leaves one receipt in the outbox naming club, package, amount, card, renewal date, points', async () => {
    // Due for renewal in six weeks (never 29 February: a year on, the renewal date would be a choice).
    let expires = dayjs.utc().add(42, 'day').hour(12).startOf('hour');
    if (expires.month() === 1 && expires.date() === 29) expires = expires.add(1, 'day');
    const m = await createMember(ctx.database.db, { membershipExpires: expires.toDate() });
    const before = outbox();
    const paid = await buy(m, 'Hyde');
    // Sent after the payment's commit, not in its reply (checkout/receipt-outbox.ts).
    await ctx.app.receipts.idle();
    const added = outbox().filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/-receipt-/);
    const mail = await simpleParser(fs.readFileSync(path.join(ctx.app.config.outboxDir, added[0]!)));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(m.email);
    expect(mail.subject).toBe('Your receipt from Foxhill Heath Golf Club: Hyde, £3,200.00');
    expect(mail.replyTo?.text).toMatch(/@/);
    for (const part of [mail.text ?? '', mail.html || '']) {
      expect(part).toContain('Foxhill Heath Golf Club');
      expect(part).toContain('Hyde (Membership renewal)');
      expect(part).toContain('£3,200.00');
      expect(part).toContain('ending 4242');
      expect(part).toContain(expires.add(1, 'year').tz('Europe/London').format('dddd, D MMMM YYYY'));
      expect(part).toContain('800');
      expect(part).toContain(paid.PaymentId);
      expect(part).toContain('3-5 working days');
      expect(part).not.toContain(SANDBOX_CARDS.success);
    }
  });

  it('writes the type-5 notification in the fulfilling transaction: a rolled-back fulfilment writes none', async () => {
    const m = await createMember(ctx.database.db, {
      membershipExpires: dayjs().add(2, 'month').toDate(),
      homePoints: 10,
    });
    // A membership that moves the member to another club: settled in a transaction (any other basket's
    // settling is one call, pay-alone.ts, which writes its notification in that statement or not at all).
    const basket = await putBasket(ctx.app, m.cookie, await bundleOf(ctx.database.db, 523, 'Hyde'));
    expect(basket.statusCode).toBe(200);
    const notifier = ctx.app.notifier;
    const { transaction } = notifier;
    const written: number[] = [];
    // The settling transaction fails after the fulfilment and its notification were written in it.
    notifier.transaction = (db, fn) =>
      transaction(db, async (tx, notify) => {
        const result = await fn(tx, async (memberId, input) => {
          written.push(input.type);
          return notify(memberId, input);
        });
        if (written.length > 0) throw new Error('rolled back after the writes');
        return result;
      });
    try {
      const res = await postPay(ctx.app, m.cookie, { Card: card });
      expect(res.statusCode).toBe(500);
    } finally {
      notifier.transaction = transaction;
    }
    expect(written).toEqual([NOTIFICATION_TYPES.payment]); // written in the fulfilment's transaction …
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(rows).toEqual([]); // … and rolled back with it, as was the fulfilment
    const [member] = await ctx.database.db.select().from(members).where(eq(members.id, m.id));
    expect(member?.homePoints).toBe(10);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(payment?.status).not.toBe('succeeded');
  });

  it('writes a type-5 notification: listed newest first, counted unread, then marked read', async () => {
    const m = await createMember(ctx.database.db, { membershipExpires: dayjs().add(2, 'month').toDate() });
    await buy(m, '50 Home points');
    expect((await get(m, '/api/notifications/unread-count')).json()).toEqual({ count: 1 });
    const list = await get(m, '/api/notifications?pageIndex=0');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(Number),
        type: NOTIFICATION_TYPES.payment,
        action: null,
        read: false,
        published: expect.any(String),
        object: {
          Title: 'Top-up Successful',
          Description: 'Thank you for your payment of £200.00 for 50 Home points at Foxhill Heath Golf Club.',
        },
      },
    ]);
    const marked = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: m.cookie, origin: 'http://localhost:3000' },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ count: 0 });
    expect((await get(m, '/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    expect((await get(m, '/api/notifications')).json()[0].read).toBe(true);
  });

  it('pages 15 at a time, newest first, and shows a member only their own', async () => {
    const m = await createMember(ctx.database.db);
    const other = await createMember(ctx.database.db);
    for (let i = 1; i <= 17; i++) {
      await notifyMember(ctx.database.db, m.id, {
        type: NOTIFICATION_TYPES.info,
        title: `N${i}`,
        description: 'd',
      });
    }
    await notifyMember(ctx.database.db, other.id, { type: 0, title: 'theirs', description: 'd' });
    const page0 = (await get(m, '/api/notifications?pageIndex=0')).json();
    const page1 = (await get(m, '/api/notifications?pageIndex=1')).json();
    expect(page0).toHaveLength(15);
    expect(page0[0].object.Title).toBe('N17');
    expect(page1.map((n: { object: { Title: string } }) => n.object.Title)).toEqual(['N2', 'N1']);
    expect((await get(m, '/api/notifications?pageIndex=2')).json()).toEqual([]);
    expect((await get(m, '/api/notifications/unread-count')).json()).toEqual({ count: 17 });
  });

  it('clips an over-long title and description to the table’s bounds', async () => {
    const m = await createMember(ctx.database.db);
    const n = await notifyMember(ctx.database.db, m.id, {
      type: 6,
      title: 'T'.repeat(500),
      description: 'D'.repeat(5000),
    });
    expect(n.object.Title).toHaveLength(200);
    expect(n.object.Description).toHaveLength(1000);
  });

  it('writes many members’ notifications at once, each to its member, in the order given, clipped', async () => {
    const [a, b] = [await createMember(ctx.database.db), await createMember(ctx.database.db)];
    const items = [
      { memberId: b.id, input: { type: 10, title: 'B first', description: 'x', action: 'release-line:1:b' } },
      { memberId: a.id, input: { type: 10, title: 'A', description: 'D'.repeat(5000) } },
      { memberId: b.id, input: { type: 6, title: 'B second', description: 'y' } },
    ];
    const written = await ctx.app.notifier.writeMany(ctx.database.db, items);
    expect(written.map((w) => [w.memberId, w.notification.object.Title])).toEqual(
      items.map((i) => [i.memberId, i.input.title]),
    );
    expect(written[0]!.notification.action).toBe('release-line:1:b');
    expect(written[1]!.notification.object.Description).toHaveLength(1000);
    const ids = written.map((w) => w.notification.id);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    expect((await get(b, '/api/notifications')).json().map((n: { id: number }) => n.id)).toEqual([
      ids[2],
      ids[0],
    ]);
    expect(await ctx.app.notifier.writeMany(ctx.database.db, [])).toEqual([]);
  });

  it('refuses bad input with a 400 and anonymous callers with a 401, writing nothing', async () => {
    const m = await createMember(ctx.database.db);
    await notifyMember(ctx.database.db, m.id, { type: 6, title: 't', description: 'd' });
    for (const q of ['-1', 'abc', '1e3', '0x1', '100001', '']) {
      const res = await get(m, `/api/notifications?pageIndex=${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(anon.statusCode).toBe(401);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: m.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(rows.map((r) => r.readAt)).toEqual([null]);
  });

  it('pushes addNewMessageToPage (title, description, type, action, id) to a real socket.io client', async () => {
    const m = await createMember(ctx.database.db, { membershipExpires: dayjs().add(2, 'month').toDate() });
    const socket = await hub.open(m.cookie);
    const event = new Promise<unknown[]>((resolve) =>
      socket.on(NOTIFICATION_EVENT, (...args) => resolve(args)),
    );
    await buy(m, '25 Open Play points');
    const args = await event;
    const [row] = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(args).toEqual([
      'Top-up Successful',
      'Thank you for your payment of £120.00 for 25 Open Play points at Foxhill Heath Golf Club.',
      5,
      null,
      row!.id,
    ]);
  });
});
