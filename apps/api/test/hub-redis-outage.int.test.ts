import type net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createHub, HUB_PATH, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { createTestDatabase } from './database';
import { testConfig } from './helpers';
import { redisProxy } from './redis-proxy';

const redisUrl = process.env.REDIS_URL;

/** Issue 8 §4: with Redis down, local delivery goes on and nothing is lost from the list or the count. */
describe.runIf(redisUrl)('the live hub when Redis goes away', () => {
  let database: Database;
  let proxy: Awaited<ReturnType<typeof redisProxy>>;
  const instances: { app: FastifyInstance; url: string }[] = [];
  const sockets: Socket[] = [];
  let cookie = '';
  let memberId = '';

  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
    proxy = await redisProxy(new URL(redisUrl ?? ''));
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig({ redisUrl: proxy.url }), database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      app.hub = await createHub(app);
      const { port } = app.server.address() as net.AddressInfo;
      instances.push({ app, url: `http://127.0.0.1:${port}` });
    }
    const login = await fetch(`${instances[0]!.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' }),
    });
    cookie =
      (login.headers.getSetCookie().find((c) => c.includes('fairway_session=')) ?? '').split(';')[0] ?? '';
    const summary = await fetch(`${instances[0]!.url}/api/member/summary`, { headers: { cookie } });
    memberId = ((await summary.json()) as { UserGuid: string }).UserGuid;
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    proxy?.restore();
    for (const { app } of instances) {
      await app.hub?.close();
      await app.close();
    }
    await proxy?.close();
    await database?.close();
  });

  async function socketOn(url: string): Promise<{ socket: Socket; titles: string[] }> {
    const socket = connect(url, { path: HUB_PATH, transports: ['websocket'], extraHeaders: { cookie } });
    sockets.push(socket);
    const titles: string[] = [];
    socket.on(NOTIFICATION_EVENT, (title: string) => titles.push(title));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return { socket, titles };
  }

  const unreadCount = async (url: string) => {
    const res = await fetch(`${url}/api/notifications/unread-count`, { headers: { cookie } });
    return ((await res.json()) as { count: number }).count;
  };

  /** Notifies the member through the app's notifier on instance `i`, as every service does. */
  const notify = (i: number, title: string) =>
    instances[i]!.app.notifier.notify(database.db, memberId, { type: 6, title, description: title });

  /** Retries `fn` until `done()` holds; Redis joins and reconnects take a moment to propagate. */
  async function until(done: () => boolean, fn: () => Promise<unknown>, ms = 10_000) {
    const deadline = Date.now() + ms;
    while (!done()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await fn();
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('delivers locally while Redis is down, keeps every notification, and fans out again once it is back', async () => {
    const onA = await socketOn(instances[0]!.url);
    const onB = await socketOn(instances[1]!.url);
    const before = await unreadCount(instances[0]!.url);

    // Healthy: an event from instance A reaches the socket on B through Redis.
    let n = 0;
    await until(
      () => onB.titles.some((t) => t.startsWith('healthy')),
      () => notify(0, `healthy ${n++}`),
    );

    proxy.cut();
    const whileDown = 'while Redis is down';
    await notify(0, whileDown);
    // The socket on the same instance still hears it, and nothing crashed.
    await until(
      () => onA.titles.includes(whileDown),
      async () => {},
    );
    expect(instances[0]!.app.server.listening).toBe(true);
    expect(instances[1]!.app.server.listening).toBe(true);
    // Nothing that uses Redis waits for it: a sign-in (rate-limited in Redis) and a sign-out (which tells
    // the other instances' session caches) both answer while it is away.
    const login = await fetch(`${instances[1]!.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' }),
    });
    expect(login.status).toBe(200);
    const other =
      (login.headers.getSetCookie().find((c) => c.includes('fairway_session=')) ?? '').split(';')[0] ?? '';
    const logout = await fetch(`${instances[1]!.url}/api/account/logout`, {
      method: 'POST',
      headers: { cookie: other },
    });
    expect(logout.status).toBeLessThan(300);
    // The list and the count come from the database: both instances count it.
    expect(await unreadCount(instances[1]!.url)).toBe(before + n + 1);

    // A socket that was away catches up from the count when it reconnects.
    onB.socket.disconnect();
    await notify(0, 'while the socket was away');
    onB.socket.connect();
    await new Promise<void>((resolve) => onB.socket.once('connect', () => resolve()));
    expect(onB.titles).not.toContain('while the socket was away');
    expect(await unreadCount(instances[1]!.url)).toBe(before + n + 2);

    // Redis back: fan-out across instances resumes without a restart.
    proxy.restore();
    let m = 0;
    await until(
      () => onB.titles.some((t) => t.startsWith('after')),
      () => notify(0, `after ${m++}`),
      20_000,
    );
  }, 40_000);
});
