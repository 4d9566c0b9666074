// Builds the web app into apps/web/dist when the build is missing or older than its sources (used by
// `npm start` and by the bundle-size bench).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root } from './stale.mjs';

// What the build reads: the app, its build's own plugins (apps/web/build), its configuration and the
// scripts its build runs after Vite (a change to a plugin left the old build in place);
// apps/web/build/web-build-sources.test.ts checks the list against the build's imports and command.
export const WEB_BUILD_SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.cjs',
  'apps/web/package.json',
  'scripts/prune-mantine-css.mjs',
  'scripts/compress-assets.mjs',
  'packages/contracts/src',
];

export function ensureWebBuild() {
  const marker = path.join(root, 'apps/web/dist/.vite/manifest.json');
  const stale = buildIsStale(marker, WEB_BUILD_SOURCES);
  if (!stale) return;
  console.log(
    stale === 'missing'
      ? 'Building the web app (first run)…'
      : 'Web app changed since the last build: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@fairway/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
