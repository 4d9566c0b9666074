import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { payments, receiptOutbox } from '../src/db/schema';
import type { Mailer } from '../src/lib/mailer';
import { dayjs } from '../src/lib/time';
import { deliverDueReceipts, RECEIPT_LEASE_MS, ReceiptOutbox } from '../src/modules/checkout';
import { createMember, type TestMember } from './booking-fixtures';
import { bundleOf, postPay, putBasket, testCard } from './checkout-fixtures';
import { useTestApp } from './helpers';

/** Receipt e-mails as work after the payment's commit (checkout/receipt-outbox.ts, issue 24 §2). */
describe('the receipt outbox', () => {
  const ctx = useTestApp();
  const db = () => ctx.database.db;
  const silent = { info: () => {}, error: () => {} };
  /** The receipts in the mail outbox (.eml files) addressed to the member. */
  const receiptsTo = async (m: TestMember) => {
    const dir = ctx.app.config.outboxDir;
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /-receipt-.*\.eml$/.test(f)) : [];
    const mails = await Promise.all(files.map(async (f) => simpleParser(fs.readFileSync(path.join(dir, f)))));
    return mails.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === m.email);
  };
  const owed = (paymentIds: string[]) =>
    db().select().from(receiptOutbox).where(inArray(receiptOutbox.paymentId, paymentIds));
  const pay = async (m: TestMember, clubId: number, bundle: string) => {
    const basket = await putBasket(ctx.app, m.cookie, await bundleOf(db(), clubId, bundle));
    expect(basket.statusCode, basket.body).toBe(200);
    const res = await postPay(ctx.app, m.cookie, { Card: testCard() });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.memberId, m.id));
    return payment!;
  };
  const member = () => createMember(db(), { membershipExpires: dayjs().add(2, 'month').toDate() });

  it('sends one receipt after the commit, whether the payment settled in one call or in a transaction', async () => {
    // A top-up of the member's own club settles in one call (fairway_settle_basket); a membership of another
    // club in a transaction (pay-service.ts): each owes its receipt with the fulfilment.
    for (const [clubId, bundle, subject] of [
      [151, '50 Home points', /Foxhill Heath Golf Club: 50 Home points/],
      [523, 'Hyde', /: Hyde, /],
    ] as const) {
      const m = await member();
      const payment = await pay(m, clubId, bundle);
      await ctx.app.receipts.idle();
      const mails = await receiptsTo(m);
      expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(subject)]);
      expect(await owed([payment.id])).toEqual([]);
    }
  });

  it('leases an owed receipt to the instance that fulfilled it, and sends one it never sent once the lease runs out', async () => {
    // Both ways of settling write the row leased at birth, its first try counted: the job leaves it alone.
    for (const [clubId, bundle] of [
      [151, '50 Home points'],
      [523, 'Hyde'],
    ] as const) {
      const kick = ctx.app.receipts.kick;
      ctx.app.receipts.kick = () => {};
      let payment: Awaited<ReturnType<typeof pay>>;
      const m = await member();
      const before = Date.now();
      try {
        payment = await pay(m, clubId, bundle);
      } finally {
        ctx.app.receipts.kick = kick;
      }
      const [row] = await owed([payment.id]);
      expect(row).toMatchObject({ paymentId: payment.id, attempts: 1 });
      expect(row!.dueAt!.getTime()).toBeGreaterThanOrEqual(before + RECEIPT_LEASE_MS);
      expect(row!.dueAt!.getTime()).toBeLessThanOrEqual(Date.now() + RECEIPT_LEASE_MS);
      // The receipt-mail job's run while the lease holds: nothing.
      await deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent });
      expect(await receiptsTo(m)).toEqual([]);
      // Its instance stopped after the commit: the job's first run once the lease is out sends it, once.
      const then = () => new Date(row!.dueAt!.getTime() + 1_000);
      const first = await deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent, now: then });
      expect(first.sent).toBeGreaterThanOrEqual(1);
      expect((await receiptsTo(m)).map((mail) => mail.text)).toEqual([expect.stringContaining(payment.id)]);
      expect(await owed([payment.id])).toEqual([]);
      await deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent, now: then });
      expect(await receiptsTo(m)).toHaveLength(1);
    }
  });

  it('leaves a receipt alone until it is due, and two runs at once send it once', async () => {
    const kick = ctx.app.receipts.kick;
    ctx.app.receipts.kick = () => {};
    const m = await member();
    let payment: Awaited<ReturnType<typeof pay>>;
    try {
      payment = await pay(m, 151, '50 Home points');
    } finally {
      ctx.app.receipts.kick = kick;
    }
    const later = dayjs().add(5, 'minute').toDate();
    await db().update(receiptOutbox).set({ dueAt: later }).where(eq(receiptOutbox.paymentId, payment.id));
    await deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent });
    expect(await receiptsTo(m)).toEqual([]);
    expect(await owed([payment.id])).toMatchObject([{ attempts: 1 }]);
    const then = () => dayjs(later).add(1, 'second').toDate();
    await Promise.all([
      deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent, now: then }),
      deliverDueReceipts({ db: db(), mailer: ctx.app.mailer, log: silent, now: then }),
    ]);
    expect(await receiptsTo(m)).toHaveLength(1);
    expect(await owed([payment.id])).toEqual([]);
  });

  /**
   * The database as a connection that drops once `drop()` is called: the next write statement fails as
   * node-postgres fails one whose socket went away (db/connection-loss.ts knows these words), once.
   */
  function droppingDb(real: Db) {
    let dropping = false;
    const lost = () => new Error('Connection terminated unexpectedly');
    // A statement being built: every step builds on; awaiting it (then, catch, finally) fails.
    const failing = (): unknown =>
      new Proxy(() => {}, {
        get: (_t, property) => {
          if (property === 'then' || property === 'catch' || property === 'finally') {
            const rejected = Promise.reject(lost());
            return rejected[property].bind(rejected);
          }
          return () => failing();
        },
      });
    const db = new Proxy(real, {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (dropping && ['delete', 'update', 'insert', 'execute'].includes(String(property))) {
          dropping = false;
          return () => failing();
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    return { db, drop: () => (dropping = true) };
  }

  it('sends a receipt once when its mark is lost with the connection after the send (issue 46 §9)', async () => {
    const kick = ctx.app.receipts.kick;
    ctx.app.receipts.kick = () => {};
    const m = await member();
    let payment: Awaited<ReturnType<typeof pay>>;
    try {
      payment = await pay(m, 151, '50 Home points');
    } finally {
      ctx.app.receipts.kick = kick;
    }
    const flaky = droppingDb(db());
    const messageIds: string[] = [];
    // The connection drops right after the mail server took the message, before "sent" is written.
    const mailer: Mailer = {
      transport: ctx.app.mailer.transport,
      close: () => {},
      send: async (message) => {
        const sent = await ctx.app.mailer.send(message);
        messageIds.push(sent.messageId);
        flaky.drop();
        return sent;
      },
    };
    const errors: string[] = [];
    const log = { info: () => {}, error: (_o: object, msg: string) => errors.push(msg) };
    const outbox = new ReceiptOutbox({ db: flaky.db, mailer, log });
    outbox.kick(payment.id, null);
    await outbox.idle();
    expect(await receiptsTo(m)).toHaveLength(1);
    expect(errors).toEqual([expect.stringMatching(/^receipts sent but still marked owed/)]);
    expect(await owed([payment.id])).toMatchObject([{ paymentId: payment.id, attempts: 1 }]);

    // The probe's ~8 minutes later: the lease has run out and the receipt is due again (the job's run).
    await db()
      .update(receiptOutbox)
      .set({ dueAt: dayjs().subtract(1, 'second').toDate() })
      .where(eq(receiptOutbox.paymentId, payment.id));
    expect(await outbox.deliverDue()).toEqual({ sent: 0, failed: 0 });
    expect(await receiptsTo(m)).toHaveLength(1);
    expect(await owed([payment.id])).toEqual([]);
    // Its idempotency key: one Message-ID per receipt, whoever sends it.
    expect(messageIds).toEqual([expect.stringMatching(new RegExp(`^<receipt-${payment.id}@`))]);
  });

  it('marks receipts kicked one after another as sent in one statement, none claimed', async () => {
    const kick = ctx.app.receipts.kick;
    ctx.app.receipts.kick = () => {};
    const members = [await member(), await member(), await member()];
    const paid: Awaited<ReturnType<typeof pay>>[] = [];
    try {
      for (const m of members) paid.push(await pay(m, 151, '50 Home points'));
    } finally {
      ctx.app.receipts.kick = kick;
    }
    // The statements the sender writes, by kind.
    const writes: string[] = [];
    const counting = new Proxy(db(), {
      get(target, property) {
        const value = Reflect.get(target, property, target);
        if (['delete', 'update', 'insert', 'execute'].includes(String(property)))
          writes.push(String(property));
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    // Each payment fulfilled while the one before it is being sent: one run, three batches of one.
    const waiting = paid.slice(1);
    const mailer: Mailer = {
      transport: ctx.app.mailer.transport,
      close: () => {},
      send: async (message) => {
        const next = waiting.shift();
        if (next) outbox.kick(next.id, null);
        return ctx.app.mailer.send(message);
      },
    };
    const outbox = new ReceiptOutbox({ db: counting, mailer, log: silent });
    outbox.kick(paid[0]!.id, null);
    await outbox.idle();
    for (const m of members) expect(await receiptsTo(m)).toHaveLength(1);
    expect(await owed(paid.map((p) => p.id))).toEqual([]);
    expect(writes).toEqual(['delete']);
  });

  it('owes nothing for a payment whose fulfilment was rolled back', async () => {
    const m = await member();
    const basket = await putBasket(ctx.app, m.cookie, await bundleOf(db(), 523, 'Hyde'));
    expect(basket.statusCode).toBe(200);
    const notifier = ctx.app.notifier;
    const { transaction } = notifier;
    // The settling transaction fails after everything, the owed receipt included, was written in it.
    notifier.transaction = (database, fn) =>
      transaction(database, async (tx, notify) => {
        await fn(tx, notify);
        throw new Error('rolled back after the writes');
      });
    try {
      const res = await postPay(ctx.app, m.cookie, { Card: testCard() });
      expect(res.statusCode).toBe(500);
    } finally {
      notifier.transaction = transaction;
    }
    const rows = await db().select().from(payments).where(eq(payments.memberId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).not.toBe('succeeded');
    expect(await owed(rows.map((r) => r.id))).toEqual([]);
    await ctx.app.receipts.idle();
    expect(await receiptsTo(m)).toEqual([]);
  });
});
