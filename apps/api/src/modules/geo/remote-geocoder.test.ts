import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteGeocoder } from './remote-geocoder';

/** A stand-in Photon and Nominatim: real HTTP on loopback, answering the two services' shapes. */
let server: http.Server;
let base = '';
const seen: string[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${url.pathname}?${url.searchParams}`);
    res.setHeader('content-type', 'application/json');
    const q = url.searchParams.get('q') ?? '';
    if (url.pathname === '/photon/api') {
      const features = q.startsWith('Leeds')
        ? [{ geometry: { coordinates: [-1.5491, 53.8008] }, properties: { name: 'Leeds', state: 'England' } }]
        : [];
      return res.end(JSON.stringify({ type: 'FeatureCollection', features }));
    }
    if (url.pathname === '/photon/reverse') {
      return res.end(
        JSON.stringify({
          features: [{ geometry: { coordinates: [-0.12, 51.5] }, properties: { name: 'London' } }],
        }),
      );
    }
    if (url.pathname === '/nominatim/search') {
      return res.end(
        JSON.stringify(
          q
            ? [{ lat: '55.9533', lon: '-3.1883', name: 'Edinburgh', display_name: 'Edinburgh, Scotland' }]
            : [],
        ),
      );
    }
    if (url.pathname === '/nominatim/reverse') return res.end(JSON.stringify({ error: 'Unable to geocode' }));
    res.statusCode = 500;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const log = pino({ level: 'silent' });

describe('remote geocoder (GEOCODER_URL)', () => {
  it('reads Photon answers', async () => {
    const photon = remoteGeocoder(`${base}/photon/`, 'photon', log);
    expect(await photon.search('Leeds, United Kingdom')).toEqual([
      { name: 'Leeds', label: 'Leeds, England', latitude: 53.8008, longitude: -1.5491, kind: 'place' },
    ]);
    expect(await photon.search('Nowhere')).toEqual([]);
    expect((await photon.reverse(51.5, -0.12))?.name).toBe('London');
    expect(seen).toContain('/photon/api?q=Leeds%2C+United+Kingdom&limit=10');
  });

  it('reads Nominatim answers; a place it cannot resolve is null', async () => {
    const nominatim = remoteGeocoder(`${base}/nominatim`, 'nominatim', log);
    expect((await nominatim.search('Edinburgh'))[0]).toMatchObject({ name: 'Edinburgh', latitude: 55.9533 });
    expect(await nominatim.reverse(0, 0)).toBeNull();
  });

  it('answers empty results when the service fails or is unreachable', async () => {
    expect(await remoteGeocoder(`${base}/broken`, 'photon', log).search('Leeds')).toEqual([]);
    expect(await remoteGeocoder('http://127.0.0.1:9', 'nominatim', log).search('Leeds')).toEqual([]);
  });
});
