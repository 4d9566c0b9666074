import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { createClient } from 'redis';

/**
 * What the multi-instance benchmarks share (the morning rush, the waitlist offer): production API
 * instances in child processes, their CPU, members inserted in bulk with sessions, and Redis.
 */

export const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** User + system CPU time of a process so far, in ms (from /proc/<pid>/stat; Linux only). */
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
}

export async function redisReachable(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

export async function waitReady(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API instance exited with ${server.exitCode}`);
    const ok = await fetch(`${base}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`API instance at ${base} not ready after 60 s`);
}

/**
 * Production API instances (the bundled server) on one database, sharing Redis when it is reachable,
 * listening on consecutive ports from `basePort`; resolved once each answers its readiness probe.
 */
export async function startInstances(input: {
  count: number;
  serverScript: string;
  basePort: number;
  databaseUrl: string;
  dataDir: string;
  withRedis: boolean;
  logLevel?: string;
}): Promise<{ bases: string[]; servers: ChildProcess[] }> {
  const ports = Array.from({ length: input.count }, (_, n) => input.basePort + n);
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  const servers = ports.map((port, n) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: input.logLevel ?? 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: input.databaseUrl,
      REDIS_URL,
      DATA_DIR: path.join(input.dataDir, String(n)),
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      PUBLIC_ORIGIN: bases[0],
      DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret-0123456789abcdef',
    };
    if (!input.withRedis) delete env.REDIS_URL;
    // BENCH_CPU_PROF_DIR: each instance writes a V8 CPU profile there when it exits (`--cpu-prof`).
    const profile = process.env.BENCH_CPU_PROF_DIR
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
      : [];
    return spawn(process.execPath, [...profile, input.serverScript], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env,
    });
  });
  await Promise.all(bases.map((b, n) => waitReady(b, servers[n] as ChildProcess)));
  return { bases, servers };
}

/**
 * `count` members of `clubId` with 1,000 Home points, inserted in bulk, each with a session (no argon2
 * login): their ids and cookies. `prefix` names their e-mail addresses.
 */
export async function insertMembers(
  client: pg.Client,
  count: number,
  clubId: number,
  prefix = 'rush',
): Promise<{ ids: string[]; cookies: string[] }> {
  const { rows } = await client.query<{ id: string }>(
    `insert into members (email, password_hash, forename, surname, phone, home_club_id,
       completed_first_payment, home_points, players_per_day, bookings_per_day)
     select $3 || '-' || g || '@bench.invalid', 'unused', 'Bench', 'Member ' || g, '07700 900000', $1,
       true, 1000, 8, 3
     from generate_series(1, $2::int) g
     order by g
     returning id`,
    [clubId, count, prefix],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `insert into points_ledger (member_id, type, home_delta) select unnest($1::uuid[]), 'Customer Import', 1000`,
    [ids],
  );
  const tokens = ids.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (id, member_id, expires_at)
     select unnest($1::text[]), unnest($2::uuid[]), now() + interval '1 day'`,
    [tokens.map((t) => createHash('sha256').update(t).digest('hex')), ids],
  );
  return { ids, cookies: tokens.map((t) => `fairway_session=${t}`) };
}

/** A session for a seeded member (no argon2 login): its cookie. */
export async function sessionFor(client: pg.Client, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const inserted = await client.query(
    `insert into sessions (id, member_id, expires_at)
     select $1, id, now() + interval '1 day' from members where email = $2`,
    [createHash('sha256').update(token).digest('hex'), email],
  );
  if (inserted.rowCount !== 1) throw new Error(`no member ${email} in the seed`);
  return `fairway_session=${token}`;
}

/**
 * Stops the bench's child processes: the load process by its `stop` command (it answers nothing after),
 * API instances by SIGTERM (they drain); whatever has not exited within 10 s is killed.
 */
export async function stopProcesses(procs: ChildProcess[]): Promise<void> {
  for (const p of procs) {
    if (p.exitCode !== null) continue;
    if (p.connected) p.send({ cmd: 'stop' });
    else p.kill('SIGTERM');
  }
  await Promise.all(
    procs.map((p) =>
      p.exitCode !== null
        ? undefined
        : Promise.race([once(p, 'exit'), new Promise((r) => setTimeout(r, 10_000))]).then(() => {
            if (p.exitCode === null) p.kill('SIGKILL');
          }),
    ),
  );
}
