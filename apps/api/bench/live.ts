import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { io as connect, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { members } from '../src/db/schema/members';
import type { Written } from '../src/modules/notifications/notifier';
import { createSession } from '../src/plugins/session-repository';
import { createHub, HUB_PATH, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { seedDemoData } from '../src/seed';
import { benchDatabase, POSTGRES_URL, postgresReachable } from './harness';

/**
 * Live delivery bench (issue 8 §6): two API instances (child processes) share one PostgreSQL database
 * and Redis; a load generator (its own child process) holds SOCKETS sockets split across both; the first
 * instance writes notifications and publishes them through `app.notifier`. Figures: publish→receipt
 * latency p50/p99 over every delivery, and heap per socket (heapUsed delta after GC / sockets added, once
 * one warm-up socket per instance is open).
 */
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 2000);
const ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 3);
const BATCH = 20; // notifications published per tick
const TICK_MS = 10; // → 2,000 notifications per second
const REDIS_URL = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE_PORT = Number(process.env.BENCH_LIVE_PORT ?? 3301);
const self = fileURLToPath(import.meta.url);
const now = () => performance.timeOrigin + performance.now(); // comparable across processes on one host

type Msg = { cmd: string; [key: string]: unknown };
const send = (msg: unknown) => process.send?.(msg);
const heap = () => {
  for (let i = 0; i < 3; i++) globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

/** Child role 1: one API instance, as server.ts starts it (the hub with the Redis adapter). */
async function runServer() {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATABASE_URL: process.env.BENCH_LIVE_DB,
    REDIS_URL,
    PORT: process.env.BENCH_LIVE_SERVER_PORT,
  });
  const database = await openDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ port: config.port, host: '127.0.0.1' });
  app.hub = await createHub(app);
  process.on('message', async (msg: Msg) => {
    if (msg.cmd === 'heap') send({ heap: heap(), sockets: app.hub?.io.of('/').sockets.size ?? 0 });
    if (msg.cmd === 'publish') {
      // Written first, then published at a steady pace: the latency measured is the live delivery's.
      const ids = msg.memberIds as string[];
      const written: Written[] = [];
      for (let r = 0; r < ROUNDS; r++)
        for (let i = 0; i < ids.length; i += 200)
          written.push(
            ...(await Promise.all(
              ids
                .slice(i, i + 200)
                .map((id) =>
                  app.notifier.write(app.db, id, { type: 2, title: 'Bench', description: `round ${r}` }),
                ),
            )),
          );
      const sentAt: [number, number][] = [];
      for (let i = 0; i < written.length; i += BATCH) {
        for (const w of written.slice(i, i + BATCH)) {
          sentAt.push([w.notification.id, now()]);
          app.notifier.publish([w]);
        }
        await new Promise((resolve) => setTimeout(resolve, TICK_MS));
      }
      send({ sentAt });
    }
    if (msg.cmd === 'stop') {
      await app.hub?.close();
      await app.close();
      await database.close();
      process.exit(0);
    }
  });
  send({ ready: true });
}

/** Child role 2: the load generator, SOCKETS socket.io clients recording when each event arrives. */
async function runLoad() {
  const sockets: Socket[] = [];
  const receivedAt: [number, number][] = [];
  process.on('message', async (msg: Msg) => {
    if (msg.cmd === 'connect') {
      const plan = msg.plan as { url: string; token: string }[];
      for (let i = 0; i < plan.length; i += 100)
        await Promise.all(
          plan.slice(i, i + 100).map(async ({ url, token }) => {
            const socket = connect(url, {
              path: HUB_PATH,
              transports: ['websocket'],
              extraHeaders: { cookie: `fairway_session=${token}` },
              reconnection: false,
            });
            socket.on(NOTIFICATION_EVENT, (...args: unknown[]) =>
              receivedAt.push([args[4] as number, now()]),
            );
            sockets.push(socket);
            await new Promise<void>((resolve, reject) => {
              socket.once('connect', () => resolve());
              socket.once('connect_error', reject);
            });
          }),
        );
      send({ connected: sockets.length });
    }
    if (msg.cmd === 'results') send({ receivedAt });
    if (msg.cmd === 'stop') {
      for (const s of sockets) s.close();
      process.exit(0);
    }
  });
  send({ ready: true });
}

function child(role: string, env: Record<string, string> = {}): ChildProcess {
  return fork(self, [role], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

function ask<T>(proc: ChildProcess, msg: Msg | null, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (reply: Record<string, unknown>) => {
      if (!(key in reply)) return;
      proc.off('message', onMessage);
      proc.off('exit', onExit);
      resolve(reply as T);
    };
    const onExit = (code: number) => reject(new Error(`bench child exited (${code}) before "${key}"`));
    proc.on('message', onMessage);
    proc.once('exit', onExit);
    if (msg) proc.send(msg);
  });
}

async function redisReachable(): Promise<boolean> {
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

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** The coordinator: `npm run bench` calls it last; also runnable alone (`tsx bench/live.ts`). */
export async function benchLive(): Promise<void> {
  if (!(await postgresReachable()) || !(await redisReachable())) {
    console.log(
      `\nLive delivery bench skipped: PostgreSQL (${POSTGRES_URL}) or Redis (${REDIS_URL}) unreachable.`,
    );
    return;
  }
  const database = await benchDatabase('postgres');
  const procs: ChildProcess[] = [];
  try {
    await seedDemoData(database.db);
    const club = await database.db.query.clubs.findFirst({ columns: { id: true } });
    if (!club) throw new Error('seed made no club');
    const rows = Array.from({ length: SOCKETS }, (_, i) => ({
      email: `live-bench-${i}@bench.invalid`,
      passwordHash: 'unused',
      forename: 'Live',
      surname: `Bench ${i}`,
      phone: '0000',
      homeClubId: club.id,
    }));
    const ids: string[] = [];
    for (let i = 0; i < rows.length; i += 500)
      ids.push(
        ...(
          await database.db
            .insert(members)
            .values(rows.slice(i, i + 500))
            .returning({ id: members.id })
        ).map((r) => r.id),
      );
    const policy = { idleMinutes: 60, absoluteHours: 24 };
    const tokens: string[] = [];
    for (let i = 0; i < ids.length; i += 200)
      tokens.push(
        ...(
          await Promise.all(
            ids.slice(i, i + 200).map((memberId) => createSession(database.db, { memberId, policy })),
          )
        ).map((s) => s.token),
      );

    const dbUrl = new URL(POSTGRES_URL);
    dbUrl.pathname = `/${database.name}`;
    const servers = [0, 1].map((n) =>
      child('server', { BENCH_LIVE_DB: dbUrl.toString(), BENCH_LIVE_SERVER_PORT: String(BASE_PORT + n) }),
    );
    procs.push(...servers);
    await Promise.all(servers.map((s) => ask(s, null, 'ready')));
    const load = child('load');
    procs.push(load);
    await ask(load, null, 'ready');

    const plan = tokens.map((token, i) => ({ url: `http://127.0.0.1:${BASE_PORT + (i % 2)}`, token }));
    // One socket per instance first, so one-off costs (prepared session query, JIT) stay out of the figure.
    await ask(load, { cmd: 'connect', plan: plan.slice(0, 2) }, 'connected');
    const before = await Promise.all(
      servers.map((s) => ask<{ heap: number; sockets: number }>(s, { cmd: 'heap' }, 'heap')),
    );
    const { connected } = await ask<{ connected: number }>(
      load,
      { cmd: 'connect', plan: plan.slice(2) },
      'connected',
    );
    const after = await Promise.all(
      servers.map((s) => ask<{ heap: number; sockets: number }>(s, { cmd: 'heap' }, 'heap')),
    );

    const { sentAt } = await ask<{ sentAt: [number, number][] }>(
      servers[0] as ChildProcess,
      { cmd: 'publish', memberIds: ids },
      'sentAt',
    );
    await new Promise((resolve) => setTimeout(resolve, 1000)); // let the last deliveries land
    const { receivedAt } = await ask<{ receivedAt: [number, number][] }>(
      load,
      { cmd: 'results' },
      'receivedAt',
    );

    const sent = new Map(sentAt);
    const latencies = receivedAt
      .map(([id, at]) => at - (sent.get(id) ?? Number.NaN))
      .filter((l) => !Number.isNaN(l))
      .sort((a, b) => a - b);
    const [local, remote] = [0, 1].map((n) => {
      const b = before[n] as { heap: number; sockets: number };
      const a = after[n] as { heap: number; sockets: number };
      return { sockets: a.sockets, perSocket: (a.heap - b.heap) / Math.max(1, a.sockets - b.sockets) };
    });
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `\nLive delivery: ${connected} sockets over 2 API instances + Redis, ${ROUNDS} notifications per member`,
    );
    console.log(`  ${'deliveries'.padEnd(34)} ${receivedAt.length} of ${sentAt.length}`);
    console.log(`  ${'publish → receipt p50'.padEnd(34)} ${fmt(percentile(latencies, 50))}`);
    console.log(
      `  ${'publish → receipt p99'.padEnd(34)} ${fmt(percentile(latencies, 99))}   (target < 50 ms)`,
    );
    console.log(`  ${'publish → receipt max'.padEnd(34)} ${fmt(latencies.at(-1) ?? Number.NaN)}`);
    console.log(
      `  ${`heap per socket, publisher (${local?.sockets})`.padEnd(34)} ${kb(local?.perSocket ?? 0)}   (target ≤ 12 KB)`,
    );
    console.log(
      `  ${`heap per socket, other (${remote?.sockets})`.padEnd(34)} ${kb(remote?.perSocket ?? 0)}   (target ≤ 12 KB)`,
    );
    // What Socket.IO itself costs per socket here, measured the same way: the floor under the two above.
    const floor = spawnSync(
      process.execPath,
      ['--expose-gc', fileURLToPath(new URL('./socket-floor.mjs', import.meta.url))],
      {
        encoding: 'utf8',
      },
    );
    process.stdout.write(
      floor.stdout || `  bare Socket.IO floor: not measured (${floor.stderr.trim().split('\n')[0]})\n`,
    );
  } finally {
    for (const p of procs) {
      if (p.exitCode === null && p.connected) p.send({ cmd: 'stop' });
    }
    await Promise.all(
      procs.map((p) =>
        p.exitCode !== null
          ? undefined
          : Promise.race([once(p, 'exit'), new Promise((r) => setTimeout(r, 5000))]).then(() => {
              if (p.exitCode === null) p.kill('SIGKILL');
            }),
      ),
    );
    await database.close();
  }
}

const role = process.argv[2];
if (role === 'server') await runServer();
else if (role === 'load') await runLoad();
else if (process.argv[1] === self) await benchLive();
