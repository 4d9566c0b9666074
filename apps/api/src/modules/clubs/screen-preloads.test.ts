import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadScreenPreloads, patternMatches, patternScore, ROUTE_CHUNKS_FILE } from './screen-preloads';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function builtWith(map: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-preloads-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(map));
  return dir;
}

const route = (p: string, requiresAuth: boolean, modules: string[], styles: string[] = []) => ({
  path: p,
  requiresAuth,
  modules,
  styles,
});

const MAP = [
  route('/', true, ['assets/dashboard-page-a1.js', 'assets/Tabs-b2.js'], ['assets/dashboard-page-c3.css']),
  route('/login', false, ['assets/login-page-d4.js']),
  route('/login/:clubName/:clubId', false, ['assets/login-page-d4.js', 'assets/club-e5.js']),
  route('/booking/clubs/:clubId', true, ['assets/club-house-f6.js']),
  route('/booking/clubs/:clubId/:course', true, ['assets/tee-times-g7.js']),
  route('/T&Cs/:clubName/:clubId', false, ['assets/terms-h8.js']),
  route('*', false, ['assets/not-found-i9.js']),
];

describe('screen preloads', () => {
  it('ranks patterns as React Router does: static over parameter over splat, longer over shorter', () => {
    expect(patternScore('/login')).toBeGreaterThan(patternScore('/:view'));
    expect(patternScore('/login/:clubName/:clubId')).toBeGreaterThan(patternScore('/login/*'));
    expect(patternScore('/account/profile/BookingHistory')).toBeGreaterThan(
      patternScore('/account/profile/:view'),
    );
    expect(patternScore('/')).toBeGreaterThan(patternScore('*'));
    // React Router's computeScore of the joined paths: "/" 4, "/login" 13, "/login/*" 12, "*" (as "/*") 1.
    expect([patternScore('/'), patternScore('/login'), patternScore('/login/*'), patternScore('*')]).toEqual([
      4, 13, 12, 1,
    ]);
  });

  it('matches without regard to case, with non-empty parameters, a splat for the rest, and encoded segments', () => {
    expect(patternMatches('/booking/clubs/:clubId/:course', '/Booking/Clubs/151/15101')).toBe(true);
    expect(patternMatches('/booking/clubs/:clubId/:course', '/booking/clubs/151')).toBe(false);
    expect(patternMatches('/booking/clubs/:clubId', '/booking/clubs/151/15101')).toBe(false);
    expect(patternMatches('/login/*', '/login/a/b/c')).toBe(true);
    expect(patternMatches('*', '/anything/at/all')).toBe(true);
    expect(patternMatches('/T&Cs/:clubName/:clubId', '/T%26Cs/Oakmere/563')).toBe(true);
    expect(patternMatches('/', '/')).toBe(true);
    expect(patternMatches('/', '/x')).toBe(false);
    expect(patternMatches('/login', '/login/')).toBe(true);
  });

  it("links the best match's chunks and styles; a signed-in screen gets none for a visitor", () => {
    const preloads = loadScreenPreloads(builtWith(MAP));
    expect(preloads('/', true)).toEqual({
      modules: [
        '<link rel="modulepreload" crossorigin href="/assets/dashboard-page-a1.js" />',
        '<link rel="modulepreload" crossorigin href="/assets/Tabs-b2.js" />',
      ].join('\n    '),
      styles: '<link rel="stylesheet" crossorigin href="/assets/dashboard-page-c3.css" />',
    });
    expect(preloads('/', false)).toEqual({ modules: '', styles: '' });
    expect(preloads('/login/Oakmere/563', false).modules).toContain('/assets/club-e5.js');
    expect(preloads('/booking/clubs/151/15101', true).modules).toContain('/assets/tee-times-g7.js');
    expect(preloads('/booking/clubs/151', true).modules).toContain('/assets/club-house-f6.js');
    expect(preloads('/no/such/page', false).modules).toContain('/assets/not-found-i9.js');
  });

  it('links nothing when the build left no map or a map of another shape', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-preloads-'));
    dirs.push(dir);
    const none = { modules: '', styles: '' };
    expect(loadScreenPreloads(dir)('/login', false)).toEqual(none);
    // A file name outside the built assets (or with markup in it) is refused whole.
    const tampered = [route('/login', false, ['assets/x.js"><script>alert(1)</script>'])];
    expect(loadScreenPreloads(builtWith(tampered))('/login', false)).toEqual(none);
    expect(loadScreenPreloads(builtWith({ routes: MAP }))('/login', false)).toEqual(none);
  });
});
