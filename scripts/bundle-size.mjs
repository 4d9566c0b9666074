#!/usr/bin/env node
// Part of `npm run bench`: the gzipped JavaScript a browser must load before the login page, the
// dashboard, a tee sheet and explore can render — the entry chunk, its static imports, the page's route
// chunk with its static imports, the active (en) message catalogue and the feature catalogues the page's
// route loads —
// read from the Vite manifest of apps/web/dist; then the explore map's lazy chunk (MapLibre) on its own
// line: what the map view loads on top of explore.
// Figures only; `--no-build` measures the build that is there.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { root } from './stale.mjs';
import { ensureWebBuild } from './web-build.mjs';

const dist = path.join(root, 'apps/web/dist');
/** Source modules each page needs before its first render (besides index.html's entry). */
const PAGES = {
  login: ['src/features/auth/components/login-page.tsx', 'src/i18n/locales/en.ts'],
  // With the feature catalogues their routes load before they render (`texts` in the router table).
  dashboard: [
    'src/features/dashboard/components/dashboard-page.tsx',
    'src/i18n/locales/en.ts',
    'src/i18n/bookings.en.json',
    'src/i18n/waitlist.en.json',
  ],
  // A course-day's tee sheet: the screen of the 07:00 rush, with the booking, ballot and waitlist texts.
  'tee times': [
    'src/features/teetimes/components/tee-times-page.tsx',
    'src/i18n/locales/en.ts',
    'src/i18n/bookings.en.json',
    'src/i18n/ballots.en.json',
    'src/i18n/waitlist.en.json',
  ],
  explore: [
    'src/features/explore/components/explore-page.tsx',
    'src/i18n/locales/en.ts',
    'src/i18n/explore.en.json',
  ],
};
/** Lazy chunks measured apart: what they add to a page that has already loaded. */
const LAZY = { 'explore map': { page: 'explore', module: 'src/features/explore-map/club-map.tsx' } };

if (!process.argv.includes('--no-build')) ensureWebBuild();
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No ${path.relative(root, manifestFile)}: build the web app first (npm run build).`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** Every chunk file that `key` loads before it runs: itself and its static imports, transitively. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

console.log('Initial JS per page (gzip level 6, 1 kB = 1000 bytes, from apps/web/dist)\n');
const initial = {};
for (const [page, modules] of Object.entries(PAGES)) {
  const files = staticClosure(entryKey);
  initial[page] = files;
  // A catalogue that is still bundled into the entry has no chunk of its own: nothing more to add.
  for (const key of modules.filter((m) => manifest[m] || !m.includes('/i18n/'))) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of the build: update PAGES in this script`);
    staticClosure(key, files);
  }
  const sizes = [...files].map((f) => ({ file: f, gzip: gzipSize(f) })).sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${page.padEnd(12)} ${kb(total).padStart(9)} in ${sizes.length} files`);
  for (const s of sizes) console.log(`             ${kb(s.gzip).padStart(9)}  ${s.file}`);
}

for (const [name, { page, module }] of Object.entries(LAZY)) {
  if (!manifest[module]) throw new Error(`${module} is not a chunk of the build: update LAZY in this script`);
  const loaded = initial[page];
  const sizes = [...staticClosure(module)]
    .filter((f) => !loaded.has(f))
    .map((f) => ({ file: f, gzip: gzipSize(f) }))
    .sort((a, b) => b.gzip - a.gzip);
  const total = sizes.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `${name.padEnd(12)} ${kb(total).padStart(9)} in ${sizes.length} files, lazy: loaded on top of ${page}`,
  );
  for (const s of sizes) console.log(`             ${kb(s.gzip).padStart(9)}  ${s.file}`);
}
