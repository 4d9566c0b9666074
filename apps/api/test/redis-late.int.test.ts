import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { type Broadcast, connectBroadcast } from '../src/lib/broadcast';
import { createHub, HUB_PATH, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { DEMO_COURSE } from '../src/seed/courses';
import { createMember, newKey, slotTime } from './booking-fixtures';
import { createTestDatabase } from './database';
import { testConfig } from './helpers';

/**
 * Issue 46 §3: with REDIS_URL at a closed port an instance exited after ~10 s (AVV_ERR_PLUGIN_EXEC_TIMEOUT,
 * the broadcast plugin waiting on connect()). It starts, serves and counts per instance; when a Redis comes
 * up on that port later, the hub's adapter, the broadcasts and the limit counters join it.
 */

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A real redis-server on `port`, answered once it says it accepts connections. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
  });
  return child;
}

const silentLog = {
  warn: () => {},
  info: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  child: () => silentLog,
  level: 'silent',
  silent: () => {},
} as never;

/** The test starts its own Redis later on: it needs the server's binary (CI's Redis image has it). */
const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

describe.runIf(hasRedisServer)('an instance started while Redis is down', () => {
  let database: Database;
  let port = 0;
  let redis: ChildProcess | undefined;
  const instances: { app: FastifyInstance; url: string }[] = [];
  const sockets: Socket[] = [];
  const broadcasts: Broadcast[] = [];
  const heard: string[][] = [[], []];

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig({ redisUrl }), database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      app.hub = await createHub(app);
      const { port: appPort } = app.server.address() as net.AddressInfo;
      instances.push({ app, url: `http://127.0.0.1:${appPort}` });
    }
    for (let i = 0; i < 2; i++) {
      const config = testConfig({ redisUrl });
      const on = { message: (text: string) => heard[i]!.push(text), all: () => {} };
      broadcasts.push(await connectBroadcast(config, 'late_redis_test', on, silentLog));
    }
  }, 60_000);

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const b of broadcasts) await b.close();
    for (const { app } of instances) {
      await app.hub?.close();
      await app.close();
    }
    redis?.kill();
    await database?.close();
  });

  const wrongLogin = (i: number, address: string, email: string) =>
    instances[i]!.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: address,
    });

  it('starts, answers ready, signs in, books, and counts the limits per instance', async () => {
    // Both instances started (before, a plugin's start timed out after 10 s: AVV_ERR_PLUGIN_EXEC_TIMEOUT).
    expect(instances).toHaveLength(2);
    for (const { app } of instances) {
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
    }
    const login = await instances[0]!.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'member@example.com', password: 'Fairway2026!' },
    });
    expect(login.statusCode).toBe(200);
    const member = await createMember(database.db, { homePoints: 100 });
    const booking = await instances[1]!.app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { cookie: member.cookie, 'idempotency-key': newKey() },
      payload: {
        clubId: 151,
        courseId: DEMO_COURSE.heath,
        time: slotTime(5, '10:00'),
        players: 1,
        juniors: 0,
      },
    });
    expect(booking.statusCode).toBe(201);

    // Per instance: 10 wrong passwords on A are refused with 401, the 11th with 429; B counts its own.
    const statusesA: number[] = [];
    for (let i = 0; i < 11; i++)
      statusesA.push((await wrongLogin(0, '10.46.3.1', 'nobody@example.com')).statusCode);
    expect(statusesA).toEqual([...Array(10).fill(401), 429]);
    expect((await wrongLogin(1, '10.46.3.1', 'nobody@example.com')).statusCode).toBe(401);
  });

  it('joins a Redis that comes up later: live events, broadcasts and shared limit counts', async () => {
    redis = await startRedis(port);
    const login = await instances[0]!.app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { email: 'member@example.com', password: 'Fairway2026!' },
    });
    const sessionCookie = login.cookies.find((c) => c.name.endsWith('fairway_session'));
    const cookie = `${sessionCookie?.name}=${sessionCookie?.value}`;
    const summary = await instances[0]!.app.inject({
      method: 'GET',
      url: '/api/member/summary',
      headers: { cookie },
    });
    const memberId = summary.json<{ UserGuid: string }>().UserGuid;

    // A socket on B hears an event emitted on A: the adapter subscribed when Redis came.
    const socket = connect(instances[1]!.url, {
      path: HUB_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
    });
    sockets.push(socket);
    const titles: string[] = [];
    socket.on(NOTIFICATION_EVENT, (title: string) => titles.push(title));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    let n = 0;
    await vi.waitFor(
      async () => {
        const title = `from A ${n++}`;
        await instances[0]!.app.notifier.notify(database.db, memberId, {
          type: 6,
          title,
          description: title,
        });
        expect(titles.some((t) => t.startsWith('from A'))).toBe(true);
      },
      { timeout: 20_000, interval: 200 },
    );

    // A broadcast started without Redis subscribed when it came: one instance's message reaches the other.
    let m = 0;
    await vi.waitFor(
      async () => {
        await broadcasts[0]!.publish(`hello ${m++}`);
        expect(heard[1]!.some((t) => t.startsWith('hello'))).toBe(true);
      },
      { timeout: 20_000, interval: 200 },
    );

    // The limit counters are shared again: 5 wrong passwords on A and 5 on B make the 11th refused on either.
    let probes = 0;
    for (const i of [0, 1]) {
      await vi.waitFor(
        async () => {
          // Each instance's limit store reconnects on its own schedule: a probe counted in Redis shows it has.
          const probe = `10.47.${port % 250}.${++probes}`;
          await wrongLogin(i, probe, 'probe@example.com');
          expect(await redisCount(port, `ip|/api/account/login|${probe}`)).toBe(1);
        },
        { timeout: 20_000, interval: 200 },
      );
    }
    const statuses: number[] = [];
    const address = '10.46.4.1';
    for (let i = 0; i < 11; i++)
      statuses.push((await wrongLogin(i % 2, address, 'someone@example.com')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  }, 90_000);
});

/** Reads one rate-limit counter straight from the Redis on `port` (null when none), under this file's prefix. */
async function redisCount(port: number, key: string): Promise<number | null> {
  const { createClient } = await import('redis');
  const client = createClient({ url: `redis://127.0.0.1:${port}` });
  await client.connect();
  try {
    const value = await client.get(`${testConfig().redisPrefix}fairway:rate-limit:${key}`);
    return value === null ? null : Number(value);
  } finally {
    await client.quit();
  }
}
