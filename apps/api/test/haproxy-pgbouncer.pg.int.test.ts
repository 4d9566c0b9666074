import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOpsTools } from '../../../scripts/ensure-ops-tools.mjs';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, localDate, newKey, slotTime, type TestMember } from './booking-fixtures';
import type { TestDatabase } from './database';
import { createTestDatabase } from './helpers';
import { invariantViolations, noViolations } from './invariants';
import { type Daemon, portOpen, startHaproxy, startPgBouncer, waitFor } from './ops-stack';
import {
  buildServerBundle,
  killServerProcesses,
  type ServerProcess,
  startServerProcess,
} from './server-process';

const tools = findOpsTools();
const missing = Object.entries(tools)
  .filter(([, bin]) => !bin)
  .map(([name]) => name);
if (missing.length) {
  console.warn(
    `haproxy-pgbouncer.pg.int.test.ts skipped: ${missing.join(' and ')} not installed ` +
      '(node scripts/ensure-ops-tools.mjs installs them as root).',
  );
}

const HAPROXY_PORT = 3290;
const PGBOUNCER_PORT = 6433;
const API_PORTS = [3281, 3282, 3283];
const WORKERS = 6;

/**
 * Three API instances behind HAProxy, their pools through PgBouncer (transaction pooling) and their
 * LISTEN/NOTIFY, job queue and migrations on a direct connection, under a steady load of bookings and
 * reads: a rolling restart fails no request; a kill -9 fails only what was in flight on that instance.
 */
describe.runIf(missing.length === 0)('behind HAProxy and PgBouncer', () => {
  let database: TestDatabase;
  let dir = '';
  let bundle = '';
  let pgbouncer: Daemon;
  let haproxy: ReturnType<typeof startHaproxy>;
  const servers: (ServerProcess | null)[] = [null, null, null];
  let members: TestMember[] = [];
  let env: Record<string, string> = {};

  const start = async (i: number) => {
    servers[i] = await startServerProcess(bundle, { ...env, PORT: String(API_PORTS[i]) });
  };
  const upInHaproxy = async (name: string, want: 'UP' | 'DOWN') =>
    waitFor(async () => (await haproxy.stats()).get(name)?.startsWith(want) ?? false, `${name} ${want}`);

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-ops-stack-'));
    fs.chmodSync(dir, 0o755);
    const direct = new URL(database.url!);
    pgbouncer = startPgBouncer(tools.pgbouncer!, dir, {
      port: PGBOUNCER_PORT,
      upstream: direct,
      poolSize: 12,
    });
    const pooled = new URL(direct);
    pooled.port = String(PGBOUNCER_PORT);
    env = {
      DATABASE_URL: pooled.toString(),
      DATABASE_DIRECT_URL: direct.toString(),
      DATABASE_POOL_MAX: '6',
      SHUTDOWN_GRACE_MS: '2000',
      SHUTDOWN_TIMEOUT_MS: '15000',
      JOBS_ENABLED: 'true',
      LOG_LEVEL: 'info',
    };
    members = await Promise.all(
      Array.from({ length: WORKERS }, () => createMember(database.db, { homePoints: 100_000 })),
    );
    bundle = await buildServerBundle();
    await portOpen(PGBOUNCER_PORT, pgbouncer);
    haproxy = startHaproxy(tools.haproxy!, dir, {
      port: HAPROXY_PORT,
      servers: API_PORTS,
      checkIntervalMs: 200,
    });
    await Promise.all(API_PORTS.map((_, i) => start(i)));
    for (const i of API_PORTS.keys()) await upInHaproxy(`api${i + 1}`, 'UP');
  }, 180_000);

  afterAll(async () => {
    killServerProcesses();
    await haproxy?.stop();
    await pgbouncer?.stop();
    await database?.close();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls every instance without a failed request, and a kill -9 fails only requests in flight on it', async () => {
    const base = `http://127.0.0.1:${HAPROXY_PORT}`;
    const counts = { ok: 0, refused: 0, failed: 0 };
    const failures: string[] = [];
    /** When each failed request started, against the moment the killed instance was gone. */
    const failedStarts: number[] = [];
    let killedAt = Number.POSITIVE_INFINITY;
    let running = true;
    let seq = 0;

    // Each worker has one request in flight at a time: alternately a booking (points spent, places
    // taken) and a read (availability, upcoming bookings), all through HAProxy.
    const worker = async (member: TestMember, w: number) => {
      while (running) {
        const n = seq++;
        const startedAt = performance.now();
        const kind = n % 3;
        try {
          const res =
            kind === 0
              ? await fetch(`${base}/api/bookings`, {
                  method: 'POST',
                  headers: {
                    cookie: member.cookie,
                    'content-type': 'application/json',
                    'idempotency-key': newKey(),
                  },
                  body: JSON.stringify({
                    clubId: 151,
                    courseId: DEMO_COURSE.heath,
                    time: slotTime(
                      3 + (n % 9),
                      `${String(7 + (n % 10)).padStart(2, '0')}:${w % 2 ? '00' : '10'}`,
                    ),
                    players: 1,
                    juniors: 0,
                  }),
                })
              : kind === 1
                ? await fetch(
                    `${base}/api/teetimes?clubId=151&courseId=${DEMO_COURSE.heath}&date=${localDate(4)}&players=1&juniors=0`,
                    { headers: { cookie: member.cookie } },
                  )
                : await fetch(`${base}/api/bookings/upcoming`, { headers: { cookie: member.cookie } });
          const body = await res.text();
          if (res.status < 300) counts.ok++;
          else if (res.status < 500) counts.refused++;
          else {
            counts.failed++;
            failedStarts.push(startedAt);
            failures.push(`${res.status} on request ${n}: ${body.slice(0, 80)}`);
          }
        } catch (error) {
          counts.failed++;
          failedStarts.push(startedAt);
          failures.push(`${(error as Error).cause ?? error} on request ${n}`);
        }
      }
    };
    const load = members.map((member, w) => worker(member, w));
    const okAfter = (more: number) => {
      const target = counts.ok + more;
      return waitFor(() => counts.ok >= target, `${more} more answered requests`);
    };

    await okAfter(30);
    for (const i of API_PORTS.keys()) {
      const old = servers[i]!;
      old.child.kill('SIGTERM');
      expect(await old.exited).toEqual({ code: 0, signal: null });
      await start(i);
      await upInHaproxy(`api${i + 1}`, 'UP');
      await okAfter(10);
    }
    const rolling = { ...counts };
    console.log(
      `rolling restart of 3 instances: ${rolling.ok} answered, ${rolling.refused} refused by rule (4xx), ${rolling.failed} failed`,
    );
    expect(failures).toEqual([]);

    // The moment it is gone (its exit seen), not the moment it was signalled: a request sent in between
    // may already be on it.
    const victim = servers[1]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    killedAt = performance.now();
    await upInHaproxy('api2', 'DOWN');
    await okAfter(30);
    running = false;
    await Promise.all(load);
    const killed = { ok: counts.ok - rolling.ok, failed: counts.failed - rolling.failed };
    console.log(
      `kill -9 of one instance: ${killed.ok} answered after it, ${killed.failed} failed (${failures.join('; ')})`,
    );
    // Only requests in flight on the killed instance: started before the kill, at most one per worker.
    expect(killed.failed).toBeLessThanOrEqual(WORKERS);
    expect(failedStarts.filter((started) => started > killedAt)).toEqual([]);
    expect(rolling.ok).toBeGreaterThan(0);

    expect(await invariantViolations(database.db)).toEqual(noViolations);
  }, 600_000);
});
