import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, receiptOutbox } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { createMember } from './booking-fixtures';
import { bundleOf, postPay, putBasket, testCard } from './checkout-fixtures';
import { useTestApp } from './helpers';

describe('a receipt that cannot be sent', () => {
  const lines: string[] = [];
  // A real SMTP server that refuses every recipient, quoting the address as servers do.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
  });
  // Registered before the app's hooks: the server listens before the app is built, closes after it.
  beforeAll(() => new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve())));
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  const ctx = useTestApp({
    logLines: lines,
    config: () => ({ smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}` }),
  });

  it('does not fail the paid payment; is logged without personal data; the notification is still written', async () => {
    const m = await createMember(ctx.database.db, { membershipExpires: dayjs().add(2, 'month').toDate() });
    const put = await putBasket(ctx.app, m.cookie, await bundleOf(ctx.database.db, 151, '50 Home points'));
    expect(put.statusCode).toBe(200);
    const res = await postPay(ctx.app, m.cookie, { Card: testCard() });
    expect(res.statusCode).toBe(200);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(payment!.status).toBe('succeeded');
    await ctx.app.receipts.idle();
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'receipt e-mail failed');
    expect(failure).toMatchObject({ level: 50, paymentId: payment!.id, err: { code: 'EENVELOPE' } });
    expect(failure.err.message).toBe('receipt e-mail not sent (EENVELOPE 550)');
    const logged = lines.join('');
    expect(logged).not.toContain(m.email);
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(rows.map((r) => r.title)).toEqual(['Top-up Successful']);
    // Still owed, tried once, and due again in a minute, not at once.
    const [owed] = await ctx.database.db
      .select()
      .from(receiptOutbox)
      .where(eq(receiptOutbox.paymentId, payment!.id));
    expect(owed?.attempts).toBe(1);
    const wait = (owed?.dueAt?.getTime() ?? 0) - Date.now();
    expect(wait).toBeGreaterThan(30_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    expect(failure.attempts).toBe(1);
    expect(failure.givenUp).toBe(false);
    // Operations see it: the try is counted as failed.
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/fairway_receipt_mails_total\{outcome="failed"\} [1-9]/);
  });
});
