import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

describe('health', () => {
  const ctx = useTestApp({ seed: false });

  it('reports the database driver and that it is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: { driver: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite', status: 'up' },
    });
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'No route GET /api/does-not-exist' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });

  it('documents the booking body’s buddies fields, not only their items', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schema = doc.paths['/api/bookings'].post.requestBody.content['application/json'].schema;
    const body = schema.$ref ? doc.components.schemas[schema.$ref.split('/').pop()] : schema;
    for (const field of ['buddies', 'buddiesPaidByMe']) {
      expect(body.properties[field].type, field).toBe('array');
      expect(body.properties[field].description, field).toMatch(/points/);
    }
  });
});
