import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';
import { createHub, HUB_PATH, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { createTestDatabase } from './database';
import { testConfig } from './helpers';

/**
 * Two API instances on one database (and, when REDIS_URL is set, one Redis): a session made on one is
 * honoured by the other, and a live event emitted on one reaches a socket connected to the other.
 */
describe('two API instances behind one address', () => {
  const redisUrl = process.env.REDIS_URL ?? null;
  let database: Database;
  const instances: { app: FastifyInstance; url: string }[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
    for (let i = 0; i < 2; i++) {
      const app = await buildApp({ config: testConfig({ redisUrl }), database, logger: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      app.hub = await createHub(app);
      const address = app.server.address();
      instances.push({
        app,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }
  });

  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    for (const { app } of instances) {
      await app.hub?.close();
      await app.close();
    }
    await database?.close();
  });

  async function loginOn(url: string): Promise<string> {
    const res = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' }),
    });
    expect(res.status).toBe(200);
    return res.headers.get('set-cookie')?.split(';')[0] ?? '';
  }

  it('honours a session created on the other instance', async () => {
    const [a, b] = instances;
    const cookie = await loginOn(a!.url);
    const res = await fetch(`${b!.url}/api/member/summary`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Username: string }).Username).toBe('member@example.com');
  });

  it('refuses a live connection without a session', async () => {
    const socket = connect(instances[0]!.url, {
      path: HUB_PATH,
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthenticated');
  });

  it.runIf(redisUrl)('delivers an event emitted on one instance to a socket on the other', async () => {
    const [a, b] = instances;
    const cookie = await loginOn(a!.url);
    const socket = connect(b!.url, {
      path: HUB_PATH,
      transports: ['websocket'],
      extraHeaders: { cookie },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const received = new Promise<unknown[]>((resolve) =>
      socket.on(NOTIFICATION_EVENT, (...args) => resolve(args)),
    );
    const summary = (await (await fetch(`${a!.url}/api/member/summary`, { headers: { cookie } })).json()) as {
      UserGuid: string;
    };
    // Rooms propagate through Redis; emit until the other instance has seen the join.
    const timer = setInterval(
      () => a!.app.hub!.toMember(summary.UserGuid, NOTIFICATION_EVENT, 'Title', 'Body'),
      100,
    );
    try {
      expect(await received).toEqual(['Title', 'Body']);
    } finally {
      clearInterval(timer);
    }
  });
});
