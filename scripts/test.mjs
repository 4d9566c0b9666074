#!/usr/bin/env node
// `npm test`: the whole suite, in order — typecheck, lint, unit tests, API integration tests on PGlite,
// the same integration suite on PostgreSQL when TEST_DATABASE_URL is set, then the Playwright suite in
// Debian's Chromium against the built app. Ends with one line: "Total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(title);
  return result.status === 0;
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
}

function vitest(title, projects, env = {}) {
  const out = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  run(title, 'npx', [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  countVitest(out);
}

// The project's own runtime (the `node` package, first on PATH under npm), inherited by every step below.
console.log(`Node ${process.version} (${process.execPath})`);
run('Typecheck', 'npm', ['run', 'typecheck']);
run('Lint', 'npx', ['biome', 'check', '.']);
vitest('Unit tests', ['unit', 'web']);
vitest('Integration tests on PGlite', ['integration'], { TEST_DB: 'pglite' });
if (process.env.TEST_DATABASE_URL) {
  vitest('Integration tests on PostgreSQL', ['integration'], { TEST_DB: 'postgres' });
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is left out.)');
}

if (run('Build the web app', 'npm', ['run', 'build'])) {
  let chromium = null;
  try {
    chromium = ensureChromium();
  } catch (error) {
    console.error(`\n${error.message}`);
    failedSteps.push('Find Chromium');
  }
  if (chromium) {
    const out = path.join(reports, 'e2e.json');
    run('Browser tests (Playwright in Chromium)', 'npm', ['run', 'test:e2e'], {
      CHROMIUM_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    });
    if (fs.existsSync(out)) {
      const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
      totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
      totals.failed += stats?.unexpected ?? 0;
    }
  }
}

console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nEvery step passed.');
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
