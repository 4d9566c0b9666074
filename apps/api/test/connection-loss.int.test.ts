import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { inTransaction } from '../src/lib/transaction';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, homePointsOf, newKey, postBooking, slotTime } from './booking-fixtures';
import { useTestApp } from './helpers';
import { invariantViolations, noViolations } from './invariants';

/**
 * PostgreSQL terminating the app's backends (pg_terminate_backend, as a restart or failover does) while
 * requests run: never a 500. Each case is made deterministic by an administrator's lock that holds the
 * app's statement while its backend is terminated: a read (GET) is retried on a fresh connection and
 * succeeds, a transaction that had not committed is run again once and succeeds, and a write that cannot
 * be safely retried answers 503 SERVICE_UNAVAILABLE with Retry-After, with nothing half-done.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('a terminated database connection', () => {
  const ctx = useTestApp();
  let admin: pg.Client;

  beforeAll(async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${(ctx.database as { name?: string }).name}`;
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => admin?.end());

  /**
   * The app's backends waiting for a lock (the statement held by the administrator). The administrator
   * asks from inside its open transaction, where pg_stat_activity is a snapshot taken once: cleared first.
   */
  const waiting = async () => {
    await admin.query('select pg_stat_clear_snapshot()');
    return (
      await admin.query(
        `select count(*)::int as n from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      )
    ).rows[0].n as number;
  };

  /**
   * Locks `table`, starts `request`, waits until the app's statement is stuck on the lock, terminates every
   * backend of the app, then releases the lock; answers the request's reply.
   */
  async function terminatedDuring(
    table: string,
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    await admin.query('begin');
    await admin.query(`lock table ${table} in access exclusive mode`);
    const reply = request();
    try {
      // Polls the server's own view until the request's statement is queued behind the lock.
      const deadline = Date.now() + 20_000;
      while ((await waiting()) === 0) {
        if (Date.now() > deadline) throw new Error(`no statement waited for ${table}`);
        await new Promise((r) => setImmediate(r));
      }
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.query('rollback');
    }
    return reply;
  }

  it('a GET whose read loses its connection is retried and answers 200', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 10 });
    const res = await terminatedDuring('members', () =>
      ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie: m.cookie } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Username: m.email });
  });

  it('a booking whose transaction loses its connection before COMMIT is run again once: booked, paid once', async () => {
    const m = await createMember(ctx.database.db, { homePoints: 100 });
    const key = newKey();
    const payload = {
      clubId: 151,
      courseId: DEMO_COURSE.heath,
      time: slotTime(6, '11:20'),
      players: 1,
      juniors: 0,
    };
    const res = await terminatedDuring('points_ledger', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: { cookie: m.cookie, 'idempotency-key': key },
        payload,
      }),
    );
    expect(res.statusCode).toBe(201);
    const spent = 100 - (await homePointsOf(ctx.database.db, m.id));
    expect(spent).toBe(res.json().Cost);
    const { rows } = (await ctx.database.db.execute(
      sql`select count(*)::int as n from bookings where booked_by = ${m.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
    expect(await invariantViolations(ctx.database.db)).toEqual(noViolations);
  });

  it('a write that cannot be retried safely answers 503 with Retry-After and a stable code, never 500', async () => {
    const m = await createMember(ctx.database.db);
    const res = await terminatedDuring('notifications', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/notifications/mark-all-read',
        headers: { cookie: m.cookie },
      }),
    );
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await invariantViolations(ctx.database.db)).toEqual(noViolations);
  });

  it('inTransaction runs a transaction whose backend died before COMMIT again, once, and its work commits once', async () => {
    const db = ctx.database.db;
    const m = await createMember(db);
    let attempts = 0;
    await inTransaction(db, async (tx) => {
      attempts++;
      await tx.execute(
        sql`insert into points_ledger (member_id, type, home_delta) values (${m.id}, 'Point Credit', 0)`,
      );
      if (attempts === 1) {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        await tx.execute(sql`select 1`);
      }
    });
    expect(attempts).toBe(2);
    const { rows } = (await db.execute(
      sql`select count(*)::int as n from points_ledger where member_id = ${m.id} and type = 'Point Credit'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(1);
  });

  it('a burst of requests around a termination: no 500; GETs answer 200, writes 2xx or 503 with Retry-After', async () => {
    const members = await Promise.all(
      Array.from({ length: 8 }, () => createMember(ctx.database.db, { homePoints: 100 })),
    );
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      const burst = members.flatMap((m, i) => [
        ctx.app.inject({ method: 'GET', url: '/api/member/summary', headers: { cookie: m.cookie } }),
        ctx.app.inject({ method: 'GET', url: '/api/bookings/upcoming', headers: { cookie: m.cookie } }),
        postBooking(ctx.app, m.cookie, {
          time: slotTime(8 + round, `${10 + Math.floor(i / 6)}:${i % 6}0`),
          players: 1,
        }),
      ]);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid()`,
      );
      for (const [j, res] of (await Promise.all(burst)).entries()) {
        statuses.push(res.statusCode);
        const isWrite = j % 3 === 2;
        if (!isWrite) expect(res.statusCode, res.body).toBe(200);
        else if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('2');
        else expect(res.statusCode, res.body).toBe(201);
      }
    }
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
    expect(await invariantViolations(ctx.database.db)).toEqual(noViolations);
  });

  it('a pooled client keeps one statement wrapper however many transactions it serves (it grew by one a checkout, and 10,000 overflowed the stack)', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL as string);
    url.pathname = `/${(ctx.database as { name?: string }).name}`;
    const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolMax: 1 });
    try {
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      const wrappers = new Set<unknown>();
      for (let i = 0; i < 3; i++) {
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
        });
        const client = await pool.connect();
        wrappers.add(client.query);
        client.release();
      }
      expect(wrappers.size).toBe(1);
    } finally {
      await database.close();
    }
  });
});
