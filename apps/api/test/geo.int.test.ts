import { describe, expect, it } from 'vitest';
import { sessionCookieFor, useTestApp } from './helpers';

describe('geocoder API (embedded UK gazetteer)', () => {
  const ctx = useTestApp();
  const get = async (url: string, withSession = true) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: withSession ? { cookie: await sessionCookieFor(ctx, 'member@example.com') } : {},
    });

  it('finds towns tolerant of typos and abbreviations, biggest first, and clubs by name', async () => {
    const first = async (q: string) =>
      (await get(`/api/geo/search?q=${encodeURIComponent(q)}`)).json().results[0];
    expect((await first('Newcastle')).name).toBe('Newcastle upon Tyne');
    expect((await first('Manchestr')).name).toBe('Manchester');
    expect((await first('St Albans')).name).toBe('St Albans');
    expect((await first('Saint Albans')).name).toBe('St Albans');
    expect((await first('Harrogate, United Kingdom')).name).toBe('Harrogate');
    expect(await first('Foxhill Heath Golf Club')).toMatchObject({
      kind: 'club',
      name: 'Foxhill Heath Golf Club',
    });
  });

  it('answers an empty result, not an error, for a place it cannot resolve', async () => {
    const res = await get('/api/geo/search?q=Xqzzyplotville');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
    const sea = await get('/api/geo/reverse?lat=45&lng=-30');
    expect(sea.json()).toEqual({ place: null });
  });

  it('reverse geocodes to the nearest town', async () => {
    const res = await get('/api/geo/reverse?lat=51.5072&lng=-0.1276');
    expect(res.statusCode).toBe(200);
    expect(res.json().place.name).toBe('London');
  });

  it('refuses bad parameters with 400 and anonymous callers with 401', async () => {
    for (const url of [
      '/api/geo/search',
      '/api/geo/search?q=',
      `/api/geo/search?q=${'a'.repeat(201)}`,
      '/api/geo/reverse?lat=91&lng=0',
      '/api/geo/reverse?lat=abc&lng=0',
      '/api/geo/reverse?lat=51',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().results, url).toBeUndefined();
    }
    expect((await get('/api/geo/search?q=Leeds', false)).statusCode).toBe(401);
  });
});
