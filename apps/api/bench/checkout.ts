import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { dayjs } from '../src/lib/time';
import { createMember, type TestMember } from '../test/booking-fixtures';
import { bundleOf } from '../test/checkout-fixtures';
import { benchWrites } from './bookings';
import {
  backendCpu,
  type Driver,
  databaseCpuUs,
  measure,
  pgRates,
  type Server,
  startServer,
} from './harness';

const CONNECTIONS = 20;
const CARD = {
  Number: '4242424242424242',
  ExpMonth: 12,
  ExpYear: new Date().getUTCFullYear() + 2,
  Cvc: '123',
};

/**
 * The checkout load: members not used before (as many as a run needs, seeded first; BENCH_CHECKOUT_MEMBERS),
 * each setting their basket to an Open Play top-up and paying it with a fresh Idempotency-Key.
 */
export async function checkoutFlow(db: Db) {
  const bundleId = await bundleOf(db, 151, '50 Open Play points');
  const count = Number(process.env.BENCH_CHECKOUT_MEMBERS ?? 3000);
  const expires = dayjs().add(6, 'month').toDate();
  const members: TestMember[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Math.min(50, count - i);
    members.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => createMember(db, { membershipExpires: expires })),
      )),
    );
  }
  const flow = {
    cookies: members.map((m) => m.cookie),
    steps: [
      {
        method: 'PUT',
        path: '/api/checkout/basket',
        body: JSON.stringify({ BundleId: bundleId, PromoCode: null, NewClubId: null, Extra: null }),
      },
      { method: 'POST', path: '/api/checkout/pay', body: JSON.stringify({ Card: CARD }), key: 'bench-pay-' },
    ],
  };
  return { flow, members };
}

/**
 * Checkout payments per second with the sandbox gateway: each iteration sets a member's basket to an
 * Open Play top-up and pays it (PUT basket, POST pay with a fresh Idempotency-Key), 20 connections at once,
 * each iteration by a member not used before (as many as the run needs are seeded first). Printed beside
 * the same server's booking write rate (`wide`), measured just before.
 */
export async function benchCheckout(driver: Driver) {
  const server = await startServer(driver);
  try {
    await benchWrites(server, 'wide');
    const { flow, members } = await checkoutFlow(server.database.db);
    const cpuBefore = await backendCpu(server.database.db);
    const result = await measure(server.url, { connections: CONNECTIONS, flow });
    const mix = Object.entries(result.statusCodeStats)
      .map(([code, s]) => `${code}: ${s.count}`)
      .join(', ');
    const reused = Math.max(0, result.iterations - members.length);
    // Receipts are sent after each payment's reply (checkout/receipt-outbox.ts): those still owed when the
    // load ends are sent now, and their CPU counted with the payments', so the figure hides none of it.
    const owedAtEnd = await countOwed(server);
    const drainFrom = process.cpuUsage();
    const drainStarted = performance.now();
    await server.app.receipts.idle();
    const drainMs = performance.now() - drainStarted;
    const drainCpu = process.cpuUsage(drainFrom);
    const requests = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
    const withReceipts =
      result.serverCpuUs !== undefined && requests > 0
        ? Math.round(result.serverCpuUs + (drainCpu.user + drainCpu.system) / requests)
        : undefined;
    // Paid iterations, counted where they land: succeeded payments of this run.
    const payments = await countSucceeded(server);
    const dbCpu = databaseCpuUs(cpuBefore, await backendCpu(server.database.db));
    console.log(
      [
        driver.padEnd(8),
        'PUT basket + POST pay (20-way)'.padEnd(34),
        `${Math.round(result.reqPerSec)} req/s`.padStart(12),
        `p50 ${result.p50} ms`.padStart(10),
        `p99 ${result.p99} ms`.padStart(11),
        `${Math.round(payments / result.duration)} payments/s`.padStart(18),
        result.serverCpuUs !== undefined ? `cpu ${result.serverCpuUs} µs/req`.padStart(16) : '',
        pgRates.tpcbTps
          ? `TPC-B ${((payments / result.duration / pgRates.tpcbTps) * 100).toFixed(1)}%`.padStart(13)
          : '',
        `  mix ${mix}; ${payments} paid, ${Math.min(result.iterations, members.length)} distinct members${reused ? `, ${reused} reused` : ''}`,
      ].join(' '),
    );
    console.log(
      `${''.padEnd(8)} … receipts still owed when the load ended: ${owedAtEnd}, sent ${Math.round(drainMs)} ms later` +
        (withReceipts !== undefined ? `; cpu with them ${withReceipts} µs/req` : '') +
        `; database CPU ${Math.round(dbCpu / Math.max(1, payments))} µs a payment (receipts included)`,
    );
  } finally {
    await server.close();
  }
}

async function countOwed(server: Server): Promise<number> {
  const res = (await server.database.db.execute(
    sql`select count(*)::int as n from receipt_outbox`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

async function countSucceeded(server: Server): Promise<number> {
  const res = (await server.database.db.execute(
    sql`select count(*)::int as n from payments where status = 'succeeded' and idempotency_key like 'bench-pay-%'`,
  )) as unknown as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}
