import { describe, expect, it } from 'vitest';
import { type BuiltChunk, routeChunks, screenModuleOf } from './route-chunks';

/** A loader as Vite's SSR transform writes it. */
const loader = (id: string) =>
  Object.assign(() => null, { toString: () => `() => __vite_ssr_dynamic_import__("/${id}")` });

const chunk = (
  file: string,
  imports: string[] = [],
  css: string[] = [],
  modules: string[] = [],
): BuiltChunk => ({
  file,
  isEntry: file === 'assets/index.js',
  imports,
  css,
  modules,
});

const built: BuiltChunk[] = [
  chunk('assets/index.js', ['assets/vendor.js', 'assets/ui.js'], ['assets/index.css'], ['src/main.tsx']),
  chunk('assets/vendor.js'),
  chunk('assets/ui.js', ['assets/vendor.js']),
  // A screen also imported statically by other screens lives in a shared chunk with another module.
  chunk('assets/card.js', ['assets/ui.js'], ['assets/card.css'], ['src/card.tsx', 'src/b-page.tsx']),
  chunk('assets/badge.js', ['assets/card.js']),
  chunk(
    'assets/a-page.js',
    ['assets/ui.js', 'assets/card.js', 'assets/badge.js'],
    ['assets/a-page.css', 'assets/index.css'],
    ['src/a-page.tsx'],
  ),
];

describe('route chunks', () => {
  it('reads the module a loader imports as Vite SSR writes it', () => {
    expect(screenModuleOf(loader('src/features/x/components/x-page.tsx'))).toBe(
      'src/features/x/components/x-page.tsx',
    );
    expect(screenModuleOf(() => Promise.resolve({ default: () => null }))).toBeNull();
  });

  it("lists each screen's chunk, its static imports once each, and their styles, without the entry's", () => {
    const table = [
      { path: '/', meta: { requiresAuth: true }, load: loader('src/a-page.tsx') },
      { path: '/login', meta: { requiresAuth: false }, load: loader('src/b-page.tsx') },
      { path: '/old', meta: { requiresAuth: false } },
      { path: '/home', meta: { requiresAuth: true }, redirectTo: '/' },
      { path: '/away', meta: { requiresAuth: true }, redirectTo: '/elsewhere' },
      { path: '/offline', meta: { requiresAuth: false }, load: () => Promise.resolve({}) },
    ];
    expect(routeChunks(table, built)).toEqual([
      {
        path: '/',
        requiresAuth: true,
        modules: ['assets/a-page.js', 'assets/card.js', 'assets/badge.js'],
        // The entry's own stylesheet is already in the page.
        styles: ['assets/a-page.css', 'assets/card.css'],
      },
      { path: '/login', requiresAuth: false, modules: ['assets/card.js'], styles: ['assets/card.css'] },
      // A redirect starts its target's chunks.
      {
        path: '/home',
        requiresAuth: true,
        modules: ['assets/a-page.js', 'assets/card.js', 'assets/badge.js'],
        styles: ['assets/a-page.css', 'assets/card.css'],
      },
    ]);
  });

  it("adds the screen's texts (each part's en catalogue) after its chunks, for it and a redirect to it", () => {
    const texts = [
      ...built,
      chunk('assets/bookings.en.js', [], [], ['src/i18n/bookings.en.json']),
      chunk('assets/explore.en.js', ['assets/vendor.js'], [], ['src/i18n/explore.en.json']),
    ];
    const files = { bookings: 'src/i18n/bookings.en.json', explore: 'src/i18n/explore.en.json' };
    const table = [
      {
        path: '/',
        meta: { requiresAuth: true },
        load: loader('src/a-page.tsx'),
        texts: ['bookings', 'explore'],
      },
      { path: '/home', meta: { requiresAuth: true }, redirectTo: '/' },
    ];
    const modules = [
      'assets/a-page.js',
      'assets/card.js',
      'assets/badge.js',
      'assets/bookings.en.js',
      'assets/explore.en.js',
    ];
    const styles = ['assets/a-page.css', 'assets/card.css'];
    expect(routeChunks(table, texts, files)).toEqual([
      { path: '/', requiresAuth: true, modules, styles },
      { path: '/home', requiresAuth: true, modules, styles },
    ]);
    expect(() => routeChunks(table, built, files)).toThrow(/bookings texts/);
  });
});
