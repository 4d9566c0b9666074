import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTIFICATION_TYPES } from '@fairway/contracts';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { dayjs, localDateOf } from '../src/lib/time';
import { HUB_PATH, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { seedDemoData } from '../src/seed';
import { DEMO_COURSE } from '../src/seed/courses';
import { benchDatabase, POSTGRES_URL, postgresReachable } from './harness';
import { cpuMs, insertMembers, redisReachable, startInstances } from './instances';
import { bundleServer } from './serve-bundle';

/**
 * `npm run bench:offer` (issue 22, figures): how soon a member waiting for a full start hears that places
 * are held for them, with SOCKETS members connected. Two production API instances (child processes) on one
 * fresh PostgreSQL database and Redis; OFFERS full starts at Foxhill Heath's Woodland course, three weeks
 * ahead (outside its 14-day cancellation cut-off, so members cancel online), each booked whole by one
 * member and waited for by another. Every member's socket is open, half on each instance. Then, RATE a
 * second, each booker cancels through the instance the waiter is *not* connected to (the offer crosses
 * instances through Redis); the figure is the time from sending the cancellation to the waiter's socket
 * receiving the offer (notification type 7), as the browser would, plus the cancellation's own reply time
 * and the servers' CPU per cancellation. Exits 1 when an offer is missing or any answer is a 5xx.
 */
const SOCKETS = Number(process.env.BENCH_OFFER_SOCKETS ?? 2000);
const OFFERS = Number(process.env.BENCH_OFFER_OFFERS ?? 120);
const RATE = Number(process.env.BENCH_OFFER_RATE ?? 10);
const BASE_PORT = Number(process.env.BENCH_OFFER_PORT ?? 3331);
const CLUB = 151;
const COURSE = DEMO_COURSE.woodland;
const TZ = 'Europe/London';
const FIRST_DAY_AHEAD = 20;
const PARTY = 4;
const now = () => performance.timeOrigin + performance.now();

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const spread = (values: number[]) => {
  const ms = [...values].sort((a, b) => a - b);
  const f = (v: number) => `${v.toFixed(1)} ms`;
  return `p50 ${f(percentile(ms, 50))}, p99 ${f(percentile(ms, 99))}, max ${f(ms.at(-1) ?? 0)}`;
};

type Answer = { status: number; json: unknown };
async function call(base: string, cookie: string, method: string, url: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie,
      accept: 'application/json',
      ...(body
        ? { 'content-type': 'application/json', 'idempotency-key': randomBytes(12).toString('hex') }
        : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null } satisfies Answer;
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, work: (item: T, i: number) => Promise<void>) {
  for (let i = 0; i < items.length; i += width)
    await Promise.all(items.slice(i, i + width).map((item, j) => work(item, i + j)));
}

export async function benchOffer(): Promise<boolean | null> {
  if (!(await postgresReachable()) || !(await redisReachable())) {
    console.log(`\nOffer bench skipped: PostgreSQL (${POSTGRES_URL}) or Redis unreachable.`);
    return null;
  }
  if (SOCKETS < 2 * OFFERS) throw new Error('BENCH_OFFER_SOCKETS must be at least twice BENCH_OFFER_OFFERS');
  const loadAtStart = (os.loadavg()[0] ?? 0).toFixed(1);
  const database = await benchDatabase('postgres');
  const dbUrl = new URL(POSTGRES_URL);
  dbUrl.pathname = `/${database.name}`;
  const client = new pg.Client({ connectionString: dbUrl.toString() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-offer-'));
  const sockets: Socket[] = [];
  let servers: Awaited<ReturnType<typeof startInstances>>['servers'] = [];
  try {
    await seedDemoData(database.db);
    await client.connect();
    const { cookies } = await insertMembers(client, SOCKETS, CLUB, 'offer');
    const started = await startInstances({
      count: 2,
      serverScript: await bundleServer(),
      basePort: BASE_PORT,
      databaseUrl: dbUrl.toString(),
      dataDir,
      withRedis: true,
    });
    servers = started.servers;
    const { bases } = started;
    const bookers = cookies.slice(0, OFFERS);
    const waiters = cookies.slice(OFFERS, 2 * OFFERS);
    /** Member i's socket is on instance i % 2; a waiter's booker calls the other one. */
    const instanceOfWaiter = (i: number) => (OFFERS + i) % 2;

    // OFFERS starts with room for the whole party, from three weeks ahead on.
    const starts: string[] = [];
    for (let day = FIRST_DAY_AHEAD; starts.length < OFFERS && day < FIRST_DAY_AHEAD + 10; day++) {
      const date = dayjs(localDateOf(new Date(), TZ)).add(day, 'day').format('YYYY-MM-DD');
      const sheet = await call(
        bases[0] as string,
        bookers[0] as string,
        'GET',
        `/api/teetimes?clubId=${CLUB}&courseId=${COURSE}&date=${date}&players=${PARTY}&juniors=0`,
      );
      if (sheet.status !== 200) throw new Error(`tee sheet ${date}: ${sheet.status}`);
      const slots = (sheet.json as { slots: { time: string; bookable: boolean; freePlaces: number }[] })
        .slots;
      starts.push(...slots.filter((s) => s.bookable && s.freePlaces === PARTY).map((s) => s.time));
    }
    if (starts.length < OFFERS) throw new Error(`only ${starts.length} free starts for ${OFFERS} offers`);

    // Each start booked whole, then waited for by one member of one player.
    const bookingIds: number[] = [];
    await inBatches(starts.slice(0, OFFERS), 8, async (time, i) => {
      const body = { clubId: CLUB, courseId: COURSE, time, players: PARTY, juniors: 0 };
      const booked = await call(bases[i % 2] as string, bookers[i] as string, 'POST', '/api/bookings', body);
      if (booked.status !== 201)
        throw new Error(`booking ${i}: ${booked.status} ${JSON.stringify(booked.json)}`);
      bookingIds[i] = (booked.json as { Id: number }).Id;
      const joined = await call(bases[i % 2] as string, waiters[i] as string, 'POST', '/api/waitlist', {
        ...body,
        players: 1,
      });
      if (joined.status !== 201)
        throw new Error(`waitlist ${i}: ${joined.status} ${JSON.stringify(joined.json)}`);
    });

    // Every member's socket, half on each instance; a waiter's offer is timed when it arrives.
    const offeredAt = new Map<number, number>();
    await inBatches(cookies, 100, async (cookie, i) => {
      const socket = connect(bases[i % 2] as string, {
        path: HUB_PATH,
        transports: ['websocket'],
        reconnection: false,
        extraHeaders: { cookie },
      });
      sockets.push(socket);
      const waiter = i - OFFERS;
      if (waiter >= 0 && waiter < OFFERS)
        socket.on(NOTIFICATION_EVENT, (_title: string, _text: string, type: number) => {
          if (type === NOTIFICATION_TYPES.waitlistOffer && !offeredAt.has(waiter))
            offeredAt.set(waiter, now());
        });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    const connected = sockets.filter((s) => s.connected).length;

    // The cancellations, RATE a second, each through the instance its waiter is not connected to.
    const cpuBefore = servers.map((s) => cpuMs(s.pid as number));
    const sentAt: number[] = [];
    const replyMs: number[] = [];
    const statuses = new Map<number, number>();
    const gap = 1000 / RATE;
    const t0 = now();
    await Promise.all(
      bookingIds.map(async (id, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, t0 + i * gap - now())));
        const base = bases[1 - instanceOfWaiter(i)] as string;
        sentAt[i] = now();
        const answer = await call(base, bookers[i] as string, 'POST', `/api/bookings/${id}/cancel`, {});
        replyMs[i] = now() - (sentAt[i] as number);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }),
    );
    // Offers still on their way: waited for (polled, at most 10 s after the last reply).
    const deadline = now() + 10_000;
    while (offeredAt.size < OFFERS && now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const cpu = servers.reduce((sum, s, n) => sum + cpuMs(s.pid as number) - (cpuBefore[n] as number), 0);

    const offerMs = [...offeredAt].map(([i, at]) => at - (sentAt[i] as number));
    const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const ok = offeredAt.size === OFFERS && fiveXx === 0 && statuses.get(200) === OFFERS;
    const line = (label: string, value: string) => console.log(`  ${label.padEnd(40)} ${value}`);
    console.log(
      `\nWaitlist offer: ${OFFERS} full starts, each waited for by one member; ${connected} of ${SOCKETS} ` +
        `members' sockets connected, half on each of 2 instances (PostgreSQL + Redis); load average at start ${loadAtStart}`,
    );
    line(
      'cancellations',
      `${OFFERS}, ${RATE} a second: ${[...statuses].map(([s, c]) => `${s} ×${c}`).join(', ')}`,
    );
    line('cancellation reply', spread(replyMs));
    line(
      'cancel sent → offer on the waiter’s socket',
      `${spread(offerMs)} (${offeredAt.size} of ${OFFERS} offers)`,
    );
    line('server CPU per cancellation', `${(cpu / OFFERS).toFixed(1)} ms (both instances)`);
    line('result', ok ? '✓' : '✗ FAILED (an offer missing, a refusal or a 5xx)');
    return ok;
  } finally {
    for (const s of sockets) s.disconnect();
    for (const p of servers) if (p.exitCode === null) p.kill('SIGTERM');
    await Promise.all(
      servers.map((p) =>
        p.exitCode !== null
          ? undefined
          : Promise.race([once(p, 'exit'), new Promise((r) => setTimeout(r, 10_000))]).then(() => {
              if (p.exitCode === null) p.kill('SIGKILL');
            }),
      ),
    );
    await client.end().catch(() => {});
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ok = await benchOffer();
  process.exit(ok === false ? 1 : 0);
}
