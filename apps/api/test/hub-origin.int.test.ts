import { describe, expect, it } from 'vitest';
import { HUB_PATH } from '../src/realtime/hub';
import { hubClient, sessionCookieFor, useLiveHub, useTestApp } from './helpers';

/**
 * The live hub takes the HTTP API's Origin rule (issue 19): a page of another site cannot open a socket
 * with the member's cookie, over WebSocket or long polling; our own pages can.
 */
describe('live hub handshake Origin', () => {
  const ctx = useTestApp();
  const { sockets, started } = useLiveHub(ctx);

  /** Connects with the member's cookie from `origin`: 'connected', or the refusal's message. */
  const attempt = async (transport: 'websocket' | 'polling', origin: string) => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const socket = hubClient(await started(), sockets, { headers: { cookie, origin }, transport });
    return new Promise<string>((resolve) => {
      socket.on('connect', () => resolve('connected'));
      socket.on('connect_error', (error) => resolve(error.message));
    });
  };

  it('refuses a foreign Origin on both transports, with a valid cookie', async () => {
    expect(await attempt('websocket', 'https://evil.example')).not.toBe('connected');
    expect(await attempt('polling', 'https://evil.example')).not.toBe('connected');
    expect(await attempt('polling', 'null')).not.toBe('connected');
    expect(await attempt('websocket', 'http://localhost:9999')).not.toBe('connected');
  });

  it('refuses a foreign Origin at the polling handshake itself (403)', async () => {
    const cookie = await sessionCookieFor(ctx, 'member@example.com');
    const res = await fetch(`${await started()}${HUB_PATH}/?EIO=4&transport=polling`, {
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('connects from our own origin (PUBLIC_ORIGIN) on both transports, but not from the address it was reached at', async () => {
    const own = ctx.app.config.publicOrigin;
    expect(await attempt('websocket', own)).toBe('connected');
    expect(await attempt('polling', own)).toBe('connected');
    // The Host a request names is the caller's choice, never an allowed origin.
    expect(await attempt('websocket', await started())).not.toBe('connected');
  });
});
