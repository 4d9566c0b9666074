// Lighthouse and StrykerJS are used only by `npm run bench:web` and `npm run mutation`, not by the tests:
// they live in tools/bench (not a workspace), installed from its own lock file the first time a
// benchmark needs them, so `npm ci` for the test suite never downloads them.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stale.mjs';

export const benchToolsDir = path.join(root, 'tools/bench');

export function ensureBenchTools() {
  const lock = path.join(benchToolsDir, 'package-lock.json');
  const installed = path.join(benchToolsDir, 'node_modules/.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log('Installing the benchmark tools (Lighthouse, StrykerJS) into tools/bench…');
  // Their peers (Vitest) come from the repository's own node_modules, found by walking up.
  const install = spawnSync('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
    cwd: benchToolsDir,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

/** An import address for a file of an installed bench tool, e.g. `lighthouse/core/index.js`. */
export const benchToolModule = (file) => pathToFileURL(path.join(benchToolsDir, 'node_modules', file)).href;

/** A bench tool's command, e.g. `stryker`. */
export const benchToolBin = (name) => path.join(benchToolsDir, 'node_modules/.bin', name);
