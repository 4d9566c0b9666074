// Tools the tests' install does not need: Lighthouse (and StrykerJS) for `npm run bench:web` live in
// tools/bench; StrykerJS alone, for `npm run mutation` and the test suite's mutation step, in tools/mutation.
// Neither is a workspace: each has its own lock file and is installed the first time it is needed, so
// `npm ci` for the test suite never downloads them, and the mutation step never downloads Lighthouse.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './stale.mjs';

export const benchToolsDir = path.join(root, 'tools/bench');
export const mutationToolsDir = path.join(root, 'tools/mutation');

/** `npm ci` in a tools directory unless its node_modules is at least as new as its lock file. */
function ensureTools(dir, what) {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) return;
  console.log(`Installing ${what} into ${path.relative(root, dir)}…`);
  // Their peers (Vitest) come from the repository's own node_modules, found by walking up.
  const install = spawnSync('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

export const ensureBenchTools = () =>
  ensureTools(benchToolsDir, 'the benchmark tools (Lighthouse, StrykerJS)');
export const ensureMutationTools = () => ensureTools(mutationToolsDir, 'StrykerJS');

/** An import address for a file of an installed bench tool, e.g. `lighthouse/core/index.js`. */
export const benchToolModule = (file) => pathToFileURL(path.join(benchToolsDir, 'node_modules', file)).href;

/** A bench tool's command, e.g. `stryker`. */
export const benchToolBin = (name) => path.join(benchToolsDir, 'node_modules/.bin', name);

/** StrykerJS's command, from tools/mutation. */
export const strykerBin = () => path.join(mutationToolsDir, 'node_modules/.bin/stryker');
