import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createHub, NOTIFICATION_EVENT } from '../src/realtime/hub';
import { createTestDatabase } from './database';
import { connected, hubClient, testConfig } from './helpers';

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
    database = await createTestDatabase({ seeded: true });
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
    return (res.headers.getSetCookie().find((c) => c.includes('fairway_session=')) ?? '').split(';')[0] ?? '';
  }

  it('honours a session created on the other instance', async () => {
    const [a, b] = instances;
    const cookie = await loginOn(a!.url);
    const res = await fetch(`${b!.url}/api/member/summary`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { Username: string }).Username).toBe('member@example.com');
  });

  it('refuses a live connection without a session', async () => {
    const socket = hubClient(instances[0]!.url, sockets);
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('unauthenticated');
  });

  it.runIf(redisUrl)('delivers an event emitted on one instance to a socket on the other', async () => {
    const [a, b] = instances;
    const cookie = await loginOn(a!.url);
    const socket = await connected(hubClient(b!.url, sockets, { headers: { cookie } }));
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

  it.runIf(redisUrl)('a logout on one instance disconnects the socket on the other', async () => {
    const [a, b] = instances;
    const open = async (cookie: string) => {
      const socket = hubClient(b!.url, sockets, { headers: { cookie } });
      const heard: unknown[][] = [];
      socket.on(NOTIFICATION_EVENT, (...args) => heard.push(args));
      const disconnected = new Promise<string>((resolve) => socket.on('disconnect', resolve));
      await connected(socket);
      return { socket, heard, disconnected };
    };
    const cookie = await loginOn(a!.url);
    const ended = await open(cookie);
    const other = await open(await loginOn(a!.url));
    const summary = (await (await fetch(`${a!.url}/api/member/summary`, { headers: { cookie } })).json()) as {
      UserGuid: string;
    };
    // Wait until instance A's events reach B (the adapter's subscriptions are live) before logging out.
    const ready = new Promise((resolve) => other.socket.once('ready-check', resolve));
    const timer = setInterval(() => a!.app.hub!.toMember(summary.UserGuid, 'ready-check'), 100);
    await ready.finally(() => clearInterval(timer));

    const out = await fetch(`${a!.url}/api/account/logout`, { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(200);
    expect(await ended.disconnected).toBe('io server disconnect');
    const heard = new Promise((resolve) => other.socket.once(NOTIFICATION_EVENT, resolve));
    a!.app.hub!.toMember(summary.UserGuid, NOTIFICATION_EVENT, 'After logout', 'Body');
    expect(await heard).toBe('After logout');
    expect(ended.heard).toEqual([]);
    expect(other.socket.connected).toBe(true);
  });
});
