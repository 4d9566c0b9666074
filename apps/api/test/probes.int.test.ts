import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestDatabase, testConfig, useTestApp } from './helpers';

describe('liveness and readiness probes', () => {
  const ctx = useTestApp({ seed: false });
  afterAll(() => {
    ctx.app.lifecycle.draining = false;
  });

  it('answers liveness with 200 live', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'live' });
  });

  it('answers readiness with 200 when the database is up and the instance is not draining', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', draining: false });
    expect(res.headers.connection).not.toBe('close');
  });

  it('answers readiness with 503 while draining, and asks clients to close their connection', async () => {
    ctx.app.lifecycle.draining = true;
    try {
      const ready = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', database: 'up', draining: true });
      // Liveness is unaffected: a draining process is not to be restarted.
      const live = await ctx.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.headers.connection).toBe('close');
    } finally {
      ctx.app.lifecycle.draining = false;
    }
  });

  it('keeps /api/health as documented', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  });

  it('documents both probes in OpenAPI', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/health/live'].get.responses['200']).toBeDefined();
    expect(doc.paths['/api/health/ready'].get.responses['503']).toBeDefined();
  });

  it('ignores unexpected query parameters (probes take no input)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/ready?draining=false&x=%00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ready');
  });
});

describe('readiness when the database is gone', () => {
  it('answers 503 with the database down, while liveness stays 200', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    try {
      // The app's own database client, closed under it: every query now fails.
      await database.close();
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not-ready', database: 'down', draining: false });
      const live = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
