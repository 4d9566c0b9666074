// Bundles the API into apps/api/dist/server.js when the bundle is missing or older than its sources (used
// by `npm start`): production runs plain JavaScript on the pinned Node, without a TypeScript loader.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsStale, root } from './stale.mjs';

const SOURCES = [
  'apps/api/src',
  'apps/api/rolldown.config.ts',
  'apps/api/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
];

export const apiBundle = path.join(root, 'apps/api/dist/server.js');

export function ensureApiBuild() {
  const stale = buildIsStale(apiBundle, SOURCES);
  if (!stale) return;
  console.log(
    stale === 'missing' ? 'Building the API (first run)…' : 'API changed since the last build: rebuilding…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', '@fairway/api'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
