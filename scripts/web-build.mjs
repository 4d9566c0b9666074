// Builds the web app into apps/web/dist when the build is missing or older than its sources (used by
// `npm start` and by the bundle-size bench).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root } from './stale.mjs';

const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
];

export function ensureWebBuild() {
  const marker = path.join(root, 'apps/web/dist/.vite/manifest.json');
  const stale = buildIsStale(marker, SOURCES);
  if (!stale) return;
  console.log(
    stale === 'missing'
      ? 'Building the web app (first run)…'
      : 'Web app changed since the last build: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@fairway/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
