import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUB_PATH } from '../src/realtime/hub';
import type { TestDatabase } from './database';
import { createTestDatabase } from './helpers';
import {
  buildServerBundle,
  killServerProcesses,
  type ServerProcess,
  seededPgliteDir,
  startServerProcess,
} from './server-process';

const onPostgres = process.env.TEST_DB === 'postgres';

/** Reads one raw HTTP/1.1 response off a socket until the server closes it. */
const responseOf = (socket: net.Socket) =>
  new Promise<string>((resolve, reject) => {
    let text = '';
    socket.on('data', (chunk) => {
      text += String(chunk);
    });
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });

describe('SIGTERM drains the server process', () => {
  let database: TestDatabase | null = null;
  let server: ServerProcess;
  let bundle = '';

  beforeAll(async () => {
    const env: Record<string, string> = {
      SHUTDOWN_GRACE_MS: '1500',
      SHUTDOWN_TIMEOUT_MS: '20000',
      JOBS_ENABLED: 'true',
    };
    if (onPostgres) {
      database = await createTestDatabase({ seeded: true });
      env.DATABASE_URL = database.url!;
    } else {
      env.DATA_DIR = await seededPgliteDir();
    }
    bundle = await buildServerBundle();
    server = await startServerProcess(bundle, env);
  }, 90_000);

  afterAll(async () => {
    killServerProcesses();
    await database?.close();
    if (bundle) fs.rmSync(path.dirname(bundle), { recursive: true, force: true });
  });

  it('turns readiness false, finishes the request in flight, tells sockets to reconnect, refuses new connections and exits 0', async () => {
    const { url } = server;
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);

    const login = await fetch(`${url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((c) => c.includes('fairway_session='))
      .join('; ');
    expect(cookie).not.toBe('');
    const socket = connect(url, { path: HUB_PATH, transports: ['websocket'], extraHeaders: { cookie } });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const disconnected = new Promise<string>((resolve) =>
      socket.on('disconnect', (reason) => resolve(reason)),
    );
    socket.io.reconnection(false);

    // A request in flight: headers sent, half the body still to come.
    const body = JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' });
    const raw = net.connect(new URL(url).port as unknown as number, '127.0.0.1');
    await new Promise<void>((resolve) => raw.on('connect', resolve));
    const response = responseOf(raw);
    const half = Math.floor(body.length / 2);
    const logged = server.lines.length;
    raw.write(
      `POST /api/account/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    // Fastify logs a request once its headers are in: from then on it is in flight.
    await server.waitForLog(
      (line) => line.msg === 'incoming request' && JSON.stringify(line).includes('/api/account/login'),
      logged,
    );

    server.child.kill('SIGTERM');
    await server.waitForLog((line) => line.msg === 'draining: readiness is now false');

    // During the grace the instance still answers, but says it is not ready.
    const during = await fetch(`${url}/api/health/ready`);
    expect(during.status).toBe(503);
    expect(await during.json()).toMatchObject({ status: 'not-ready', draining: true });
    expect(during.headers.get('connection')).toBe('close');

    // The listener closes after the grace; only then does the request in flight send the rest of its body.
    await server.waitForLog((line) => line.msg === 'draining: closing the listener and live connections');
    // Closed at the transport ("transport close"), which a Socket.IO client answers by reconnecting;
    // "io server disconnect" would leave it disconnected for good.
    expect(await disconnected).toBe('transport close');
    await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
    raw.write(body.slice(half));
    const text = await response;
    expect(text.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
    expect(text.toLowerCase()).toContain('connection: close');

    expect(await server.exited).toEqual({ code: 0, signal: null });
    const messages = server.lines.map((line) => line.msg);
    expect(messages).toContain('draining: job queue stopped');
    expect(messages.indexOf('draining: job queue stopped')).toBeLessThan(messages.indexOf('drained'));
  }, 60_000);
});
