import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { type Database, openDatabase } from '../src/db/client';
import { baskets, payments, pointsLedger, receiptOutbox } from '../src/db/schema';
import { dayjs } from '../src/lib/time';
import { JOBS, type Scheduler } from '../src/modules/jobs/scheduler';
import { renewMember, runRenewals } from '../src/modules/subscription/renewal-service';
import { bundleOf, sandboxOf } from './checkout-fixtures';
import { createTestDatabase, testConfig, useTestApp } from './helpers';
import { createRenewingMember, memberState } from './subscription-fixtures';

const DAY = 86_400_000;

/** 12 months after `from` on club 151's calendar (Europe/London), as fulfilment extends a membership. */
const twelveMonthsAfter = (from: Date) => dayjs(from).tz('Europe/London').add(12, 'month').toDate();

describe('automatic renewal (runRenewals)', () => {
  const gateway = () => sandboxOf(ctx.app);
  const ctx = useTestApp({ seed: true });
  const run = (now = new Date(), daysBefore = 7) =>
    runRenewals(ctx.database.db, ctx.app.payments, { now, daysBefore });

  it('renews a due member once: 12 months from the current renewal date, ledger row, charged once', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const expires = new Date(now.getTime() + 3 * DAY);
    const member = await createRenewingMember(db, { membershipExpires: expires });
    const charges = (await gateway().charges()).length;

    const first = await run(now);
    expect(first.renewed).toBeGreaterThanOrEqual(1);
    const state = await memberState(db, member.id);
    expect(state.membershipExpires).toEqual(twelveMonthsAfter(expires));
    expect(state.isInArrears).toBe(false);
    expect(state.homePoints).toBe(100 + 800);
    const rows = await db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ purpose: 'renewal', status: 'succeeded', amount: 320_000 });
    const ledger = await db
      .select({ type: pointsLedger.type, home: pointsLedger.homeDelta })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.memberId, member.id), eq(pointsLedger.type, 'Renewal')));
    expect(ledger).toEqual([{ type: 'Renewal', home: 800 }]);
    const charged = (await gateway().charges()).slice(charges);
    expect(charged.filter((c) => c.reference === `sb_pi_${rows[0]!.id}`)).toEqual([
      { reference: `sb_pi_${rows[0]!.id}`, amount: 320_000 },
    ]);

    // A rerun (the same day, or a second instance) renews nothing more and charges nothing.
    const chargesAfter = (await gateway().charges()).length;
    await run(now);
    await renewMember(db, ctx.app.payments, { memberId: member.id, now, daysBefore: 7 });
    expect((await gateway().charges()).length).toBe(chargesAfter);
    expect((await memberState(db, member.id)).membershipExpires).toEqual(twelveMonthsAfter(expires));
  });

  it('renews early from the renewal date, never from today, and leaves the basket alone', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const expires = new Date(now.getTime() + 6 * DAY);
    const member = await createRenewingMember(db, { membershipExpires: expires });
    const topUp = await bundleOf(db, 151, '25 Open Play points');
    await db.insert(baskets).values({ memberId: member.id, bundleId: topUp, newClubId: 151 });
    expect(await renewMember(db, ctx.app.payments, { memberId: member.id, now, daysBefore: 7 })).toBe(
      'renewed',
    );
    expect((await memberState(db, member.id)).membershipExpires).toEqual(twelveMonthsAfter(expires));
    const [basket] = await db.select().from(baskets).where(eq(baskets.memberId, member.id));
    expect(basket?.bundleId).toBe(topUp);
  });

  it('charges once when the same member is renewed by two runs at once', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const member = await createRenewingMember(db, { membershipExpires: new Date(now.getTime() + 2 * DAY) });
    const charges = (await gateway().charges()).length;
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        renewMember(db, ctx.app.payments, { memberId: member.id, now, daysBefore: 7 }),
      ),
    );
    expect(outcomes).toContain('renewed');
    expect((await gateway().charges()).length).toBe(charges + 1);
    expect(await db.select().from(payments).where(eq(payments.memberId, member.id))).toHaveLength(1);
  });

  it('leaves members outside the window, with auto-renew off, or already in arrears', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const later = await createRenewingMember(db, { membershipExpires: new Date(now.getTime() + 20 * DAY) });
    const off = await createRenewingMember(db, {
      membershipExpires: new Date(now.getTime() + 2 * DAY),
      autoRenew: false,
    });
    await run(now);
    for (const m of [later, off]) {
      expect(await db.select().from(payments).where(eq(payments.memberId, m.id))).toEqual([]);
    }
    // With a 30-day window the later one is due.
    await run(now, 30);
    expect(await db.select().from(payments).where(eq(payments.memberId, later.id))).toHaveLength(1);
  });

  it('puts a member whose saved card is declined in arrears: failed payment, membership unchanged', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const expires = new Date(now.getTime() + 1 * DAY);
    const member = await createRenewingMember(db, { membershipExpires: expires, card: 'declined' });
    const insufficient = await createRenewingMember(db, { membershipExpires: expires, card: 'insufficient' });
    const result = await run(now);
    expect(result.declined).toBeGreaterThanOrEqual(2);
    for (const m of [member, insufficient]) {
      const state = await memberState(db, m.id);
      expect(state).toMatchObject({ isInArrears: true, membershipExpires: expires, homePoints: 100 });
      const [row] = await db.select().from(payments).where(eq(payments.memberId, m.id));
      expect(row).toMatchObject({ purpose: 'renewal', status: 'failed' });
    }
    const [row] = await db.select().from(payments).where(eq(payments.memberId, insufficient.id));
    expect(row?.failureCode).toBe('insufficient_funds');
    // In arrears: later runs leave them to pay on /Arrears.
    const again = await run(now);
    expect(again.declined).toBe(0);
  });

  it('puts a member with auto-renew on but no saved card in arrears without charging', async () => {
    const db = ctx.database.db;
    const now = new Date();
    const member = await createRenewingMember(db, {
      membershipExpires: new Date(now.getTime() + DAY),
      card: null,
    });
    const charges = (await gateway().charges()).length;
    expect(await renewMember(db, ctx.app.payments, { memberId: member.id, now, daysBefore: 7 })).toBe(
      'declined',
    );
    expect((await memberState(db, member.id)).isInArrears).toBe(true);
    expect((await gateway().charges()).length).toBe(charges);
  });
});

/** Waits until the queue's job `id` has completed, polling the job table. */
async function completed(jobs: Scheduler, name: string, id: string) {
  for (let i = 0; i < 200; i++) {
    const job = await jobs.boss.getJobById(name, id);
    if (job?.state === 'completed') return job;
    if (job?.state === 'failed') throw new Error(`job ${id} failed: ${JSON.stringify(job.output)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`job ${id} did not complete`);
}

describe('the scheduler (pg-boss on the app database)', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    app = await buildApp({
      config: testConfig({ jobs: { enabled: true, renewalDaysBefore: 7 } }),
      database,
      logger: false,
      jobsPollingIntervalSeconds: 0.5,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('schedules every job as a cron job: nightly lot expiry, daily renewals, ballot draws, waitlist offers, webhook deliveries, receipts still owed and tee-time alerts each minute', async () => {
    const schedules = await app.jobs!.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron]).sort()).toEqual(
      [
        [JOBS.renewals.name, '0 3 * * *'],
        [JOBS.expireLots.name, '15 2 * * *'],
        [JOBS.ballots.name, '* * * * *'],
        [JOBS.waitlistOffers.name, '* * * * *'],
        [JOBS.webhooks.name, '* * * * *'],
        [JOBS.receipts.name, '* * * * *'],
        [JOBS.teeTimeAlerts.name, '* * * * *'],
      ].sort(),
    );
  });

  it('runs the renewal job: a due member is renewed, a declined one put in arrears', async () => {
    const db = database.db;
    const now = new Date();
    const expires = new Date(now.getTime() + 2 * DAY);
    const ok = await createRenewingMember(db, { membershipExpires: expires });
    const declined = await createRenewingMember(db, { membershipExpires: expires, card: 'declined' });
    const id = await app.jobs!.trigger(JOBS.renewals.name);
    expect(id).not.toBeNull();
    const job = await completed(app.jobs!, JOBS.renewals.name, id!);
    expect(job.output).toMatchObject({ renewed: 1, declined: 1 });
    expect((await memberState(db, ok.id)).membershipExpires).toEqual(twelveMonthsAfter(expires));
    expect((await memberState(db, declined.id)).isInArrears).toBe(true);
  });

  it('runs the receipt job: a receipt left owed (its instance stopped after the commit) is sent', async () => {
    const db = database.db;
    await app.receipts.idle();
    const [paid] = await db.select().from(payments).where(eq(payments.status, 'succeeded')).limit(1);
    expect(paid).toBeDefined();
    await db.insert(receiptOutbox).values({ paymentId: paid!.id });
    const id = await app.jobs!.trigger(JOBS.receipts.name);
    expect(id).not.toBeNull();
    const job = await completed(app.jobs!, JOBS.receipts.name, id!);
    expect(job.output).toMatchObject({ sent: 1, failed: 0 });
    expect(await db.select().from(receiptOutbox).where(eq(receiptOutbox.paymentId, paid!.id))).toEqual([]);
  });

  it('runs the lot expiry job: a lapsed Open Play lot is expired with its ledger row', async () => {
    const db = database.db;
    const id = await app.jobs!.trigger(JOBS.expireLots.name);
    expect(id).not.toBeNull();
    // The seed has no lapsed lot; add one and run again.
    await completed(app.jobs!, JOBS.expireLots.name, id!);
    const { createMember } = await import('./booking-fixtures');
    const member = await createMember(db, { lots: [{ points: 30, expiresAt: new Date(Date.now() - DAY) }] });
    const second = await app.jobs!.trigger(JOBS.expireLots.name);
    const job = await completed(app.jobs!, JOBS.expireLots.name, second!);
    expect((job.output as { expired: number }).expired).toBeGreaterThanOrEqual(1);
    const expiry = await db
      .select({ flexi: pointsLedger.flexiDelta })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.memberId, member.id), eq(pointsLedger.type, 'Expiry')));
    expect(expiry).toEqual([{ flexi: -30 }]);
  });
});

/**
 * Several API instances on one PostgreSQL database: each starts the scheduler; a run is one job, done
 * by one of them, and however the runs overlap each due member is charged once.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('two API instances on PostgreSQL', () => {
  const gateway = () => sandboxOf(apps[0]!);
  let databases: Database[] = [];
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const first = await createTestDatabase({ driver: 'postgres', seeded: true });
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${first.name}`;
    const second = await openDatabase({ driver: 'postgres', url: url.toString() });
    databases = [first, second];
    apps = await Promise.all(
      databases.map(async (database) => {
        const app = await buildApp({
          config: testConfig({ jobs: { enabled: true, renewalDaysBefore: 7 } }),
          database,
          logger: false,
          jobsPollingIntervalSeconds: 0.5,
        });
        await app.ready();
        return app;
      }),
    );
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await databases[1]?.close();
    await databases[0]?.close();
  });

  it('a renewal run triggered by both instances at once is one job, and each member is charged once', async () => {
    const db = databases[0]!.db;
    const now = new Date();
    const due = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        createRenewingMember(db, { membershipExpires: new Date(now.getTime() + (i + 1) * DAY) }),
      ),
    );
    const charges = (await gateway().charges()).length;
    const ids = await Promise.all(apps.map((app) => app.jobs!.trigger(JOBS.renewals.name)));
    const created = ids.filter((id): id is string => id !== null);
    expect(created).toHaveLength(1);
    await completed(apps[0]!.jobs!, JOBS.renewals.name, created[0]!);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${JOBS.renewals.name}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    expect((await gateway().charges()).length).toBe(charges + due.length);
    for (const m of due) {
      expect(await db.select().from(payments).where(eq(payments.memberId, m.id))).toHaveLength(1);
    }
  });

  it('two instances running the renewals concurrently charge each due member once', async () => {
    const now = new Date();
    const due = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createRenewingMember(databases[0]!.db, {
          membershipExpires: new Date(now.getTime() + (i % 7) * DAY + 1000),
        }),
      ),
    );
    const charges = (await gateway().charges()).length;
    await Promise.all(
      apps.flatMap((app) => [
        runRenewals(app.db, app.payments, { now, daysBefore: 7 }),
        runRenewals(app.db, app.payments, { now, daysBefore: 7 }),
      ]),
    );
    expect((await gateway().charges()).length).toBe(charges + due.length);
    for (const m of due) {
      const rows = await databases[1]!.db.select().from(payments).where(eq(payments.memberId, m.id));
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
    }
  });
});
