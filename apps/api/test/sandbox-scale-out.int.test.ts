import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { payments, pointsLedger } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { SANDBOX_CARDS } from '../src/modules/payments/sandbox-gateway';
import { seedDemoData } from '../src/seed';
import { createMember, ledgerSum, newKey } from './booking-fixtures';
import { bundleOf } from './checkout-fixtures';
import { createTestDatabase } from './database';
import { testConfig } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * Two API instances on one database, each with its own connections on PostgreSQL (as two machines
 * behind a load balancer): the sandbox gateway's books are in that database, so a 3-D Secure payment
 * started on one instance is confirmed on the other, and fulfilled once.
 */
describe('the sandbox gateway behind two API instances', () => {
  let first: Database & { name: string };
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    first = await createTestDatabase();
    await seedDemoData(first.db);
    databases = [first];
    if (first.driver === 'postgres') {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = `/${first.name}`;
      databases.push(await openDatabase({ driver: 'postgres', url: url.toString() }));
    } else {
      databases.push(first);
    }
    apps = await Promise.all(
      databases.map(async (database) => {
        const app = await buildApp({ config: testConfig(), database, logger: false });
        await app.ready();
        return app;
      }),
    );
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    if (databases[1] !== first) await databases[1]?.close();
    await first?.close();
  });

  it('pays with the 3-D Secure card on instance A, confirms on instance B: succeeded, fulfilled once', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const db = first.db;
    const m = await createMember(db, { membershipExpires: dayjs().add(3, 'month').toDate() });
    const basket = await a.inject({
      method: 'PUT',
      url: '/api/checkout/basket',
      headers: { cookie: m.cookie },
      payload: {
        BundleId: await bundleOf(db, 151, '50 Home points'),
        PromoCode: null,
        NewClubId: null,
        Extra: null,
      },
    });
    expect(basket.statusCode).toBe(200);
    const Card = {
      Number: SANDBOX_CARDS.requiresAction,
      ExpMonth: 12,
      ExpYear: new Date().getUTCFullYear() + 2,
      Cvc: '123',
    };
    const waiting = await a.inject({
      method: 'POST',
      url: '/api/checkout/pay',
      headers: { cookie: m.cookie, 'idempotency-key': newKey() },
      payload: { Card },
    });
    expect(waiting.statusCode).toBe(202);
    const { PaymentId } = waiting.json() as { PaymentId: string };
    const confirm = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/payments/${PaymentId}/confirm`,
        headers: { cookie: m.cookie },
      });
    const done = await confirm(b);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'Succeeded', PaymentId, CardLast4: '3184' });
    // Confirming again, on either instance, answers the same and credits nothing more.
    const [againA, againB] = await Promise.all([confirm(a), confirm(b)]);
    expect(againA.json()).toEqual(done.json());
    expect(againB.json()).toEqual(done.json());
    expect(await ledgerSum(db, m.id)).toEqual({ home: 50, flexi: 0 });
    const ledger = await db
      .select({ home: pointsLedger.homeDelta })
      .from(pointsLedger)
      .where(eq(pointsLedger.memberId, m.id));
    expect(ledger).toEqual([{ home: 50 }]);
    const rows = await db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.memberId, m.id));
    expect(rows).toEqual([{ status: 'succeeded' }]);
    expect(await invariantViolations(db)).toEqual(noViolations);
  });
});
