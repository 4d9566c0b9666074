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

  it("resolves a UK postcode (full or outward code, any case or spacing) to its area's post town", async () => {
    const search = async (q: string) =>
      (await get(`/api/geo/search?q=${encodeURIComponent(q)}`)).json().results as {
        name: string;
        label: string;
        kind: string;
        latitude: number;
      }[];
    const town = (await search('St Albans'))[0];
    for (const q of ['AL1 3HX', 'al13hx', 'AL1', 'AL1 3HX, United Kingdom']) {
      const results = await search(q);
      expect(results, q).toHaveLength(1);
      expect(results[0], q).toMatchObject({ name: 'St Albans', kind: 'postcode', latitude: town?.latitude });
    }
    expect((await search('AL1 3HX'))[0]?.label).toBe('AL1 3HX, St Albans, England');
    expect((await search('GU24 8HR'))[0]?.name).toBe('Guildford');
    // Not a postcode area: an ordinary (empty) search.
    expect(await search('QQ1 1AA')).toEqual([]);
  });

  it('finds a town with two letters swapped, and puts a club named from the start before a similar town', async () => {
    const first = async (q: string) =>
      (await get(`/api/geo/search?q=${encodeURIComponent(q)}`)).json().results[0];
    expect((await first('Edinbrugh')).name).toBe('Edinburgh');
    expect((await first('Edniburgh, United Kingdom')).name).toBe('Edinburgh');
    expect(await first('Foxhill')).toMatchObject({ kind: 'club', name: 'Foxhill Heath Golf Club' });
    // A town named exactly still comes before clubs that start with its name.
    expect(await first('Newcastle')).toMatchObject({ kind: 'town', name: 'Newcastle upon Tyne' });
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
