import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { notifications, payments } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { createMember, newKey } from './booking-fixtures';
import { bundleOf } from './checkout-fixtures';
import { createTestDatabase, logCapture, type TestContext, testConfig } from './helpers';

describe('a receipt that cannot be sent', () => {
  const ctx = {} as TestContext;
  const lines: string[] = [];
  // A real SMTP server that refuses every recipient, quoting the address as servers do.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`Mailbox unavailable: ${address.address}`), { responseCode: 550 }));
    },
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
    const { port } = smtp.server.address() as { port: number };
    ctx.database = await createTestDatabase({ seeded: true });
    ctx.app = await buildApp({
      config: testConfig({ smtpUrl: `smtp://127.0.0.1:${port}` }),
      database: ctx.database,
      logger: { level: 'info', stream: logCapture(lines) },
    });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('does not fail the paid payment; is logged without personal data; the notification is still written', async () => {
    const m = await createMember(ctx.database.db, { membershipExpires: dayjs().add(2, 'month').toDate() });
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: {
        BundleId: await bundleOf(ctx.database.db, 151, '50 Home points'),
        PromoCode: null,
        NewClubId: null,
        Extra: null,
      },
    });
    expect(put.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: {
        Card: {
          Number: SANDBOX_CARDS.success,
          ExpMonth: 12,
          ExpYear: new Date().getUTCFullYear() + 2,
          Cvc: '123',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.memberId, m.id));
    expect(payment!.status).toBe('succeeded');
    const failure = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'receipt e-mail failed');
    expect(failure).toMatchObject({ level: 50, paymentId: payment!.id, err: { code: 'EENVELOPE' } });
    expect(failure.err.message).toBe('receipt e-mail not sent (EENVELOPE 550)');
    const logged = lines.join('');
    expect(logged).not.toContain(m.email);
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.memberId, m.id));
    expect(rows.map((r) => r.title)).toEqual(['Top-up Successful']);
  });
});
