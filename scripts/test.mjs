#!/usr/bin/env node
// `npm test`: the whole suite — typecheck, lint, unit tests, mutation of the money and places rules
// (incremental), the API integration tests on PGlite and (when TEST_DATABASE_URL is set) on PostgreSQL,
// the web builds, then the Playwright suite in Debian's Chromium against the built app. The steps run one after the other by default (TEST_PARALLEL=N runs up to N at
// once): each already uses every core itself (Vitest's workers, Playwright's workers with a browser and a
// server each), and side by side on two cores they slowed each other far beyond their share. Measured on a
// clean clone of the same commit: 461 s one at a time against 1,068–1,196 s two at a time, the PostgreSQL
// integration step alone 92 s against 581 s. Each step's output is printed whole when it ends. Ends with a
// table of each step's wall time and one line: "Total: N passed, N failed".
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureOpsTools } from './ensure-ops-tools.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-test-'));
const parallel = Math.max(1, Number(process.env.TEST_PARALLEL ?? 1));
const started = Date.now();

/** The first line of an error message, without colour codes: enough to say what failed in the summary. */
const firstLine = (message) =>
  String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .find((l) => l.trim())
    ?.trim()
    .slice(0, 240) ?? '';

/** Vitest's JSON report → counts, and each failed test as "file › name: first line of the error". */
function vitestCounts(file) {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = [];
  for (const f of r.testResults ?? []) {
    const rel = path.relative(root, f.name);
    const failedTests = (f.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push(`${rel} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
    if (f.status === 'failed' && !failedTests.length) failures.push(`${rel}: ${firstLine(f.message)}`);
  }
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, failures };
}

/** Playwright's JSON report → counts (a flaky test is a failure: the suite has no retries) and failures. */
function playwrightCounts(file) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'expected' || t.status === 'skipped') continue;
        const error = t.results?.find((res) => res.error)?.error?.message;
        failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const e of report.errors ?? []) failures.push(`(outside a test): ${firstLine(e.message)}`);
  const { stats } = report;
  return { passed: stats?.expected ?? 0, failed: (stats?.unexpected ?? 0) + (stats?.flaky ?? 0), failures };
}

function vitestStep(title, projects, env = {}, extraArgs = []) {
  const out = path.join(reports, `${title.replace(/\W+/g, '-')}.json`);
  return {
    title,
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...extraArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
    counts: () => vitestCounts(out),
  };
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// Debian packages the suite drives (Chromium and its headless shell; HAProxy and PgBouncer for the scale-out
// test), installed first and one after the other (apt takes one install at a time) when missing and running
// as root.
let browsers = null;
let chromiumError = null;
try {
  browsers = ensureChromium();
} catch (error) {
  chromiumError = error;
}
if (onPostgres) {
  try {
    ensureOpsTools();
  } catch (error) {
    console.log(`(${error.message} The HAProxy + PgBouncer test says it was skipped.)`);
  }
}
const e2eReport = path.join(reports, 'e2e.json');

/**
 * The steps, in the order they start when a slot is free: the quick checks first (a type or lint error
 * shows within a minute), the browser tests last. `after` names steps that must have passed first. All
 * run at one priority: when they ran side by side, niced integration runs (tried) starved behind the
 * browser until their own clocks ran out.
 */
const steps = [
  { title: 'Typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  // Biome, then the dependency rules (.dependency-cruiser.cjs: module front doors, the domain floor, no cycle,
  // table owners, the ORM in repositories; the known violations excused and none of them stale).
  { title: 'Lint', cmd: 'npm', args: ['run', 'lint'] },
  vitestStep('Unit tests', ['unit', 'web', 'web-isolated']),
  // StrykerJS on the money and places rules (stryker.config.mjs), incremental: only the mutants of code and
  // tests changed since the committed reports/stryker-incremental.json run again. Fails under an 80 % score.
  // Its mutants are not tests: the table shows the score in its own column, not in the test counts.
  {
    title: 'Mutation (money and places rules, incremental)',
    after: ['Unit tests'],
    cmd: 'node',
    args: ['scripts/mutation.mjs'],
    note: (log) => fs.readFileSync(log, 'utf8').match(/Mutation score: [^\n]*/)?.[0] ?? '',
  },
  { title: 'Build (web app, API)', cmd: 'npm', args: ['run', 'build'] },
  { title: 'Build (mobile app variant)', cmd: 'npm', args: ['run', 'build:app', '-w', '@fairway/web'] },
  onPostgres
    ? vitestStep('Integration tests on PostgreSQL', ['integration'], { TEST_DB: 'postgres' }, [
        '--maxWorkers=3',
      ])
    : null,
  vitestStep('Integration tests on PGlite', ['integration'], { TEST_DB: 'pglite' }, ['--maxWorkers=2']),
  {
    title: 'Browser tests (Playwright in Chromium)',
    after: ['Build (web app, API)', 'Build (mobile app variant)'],
    cmd: 'npm',
    args: ['run', 'test:e2e'],
    env: () => {
      if (!browsers) throw chromiumError;
      return {
        CHROMIUM_PATH: browsers.chromium,
        CHROMIUM_HEADLESS_SHELL: browsers.headlessShell,
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      };
    },
    counts: () => playwrightCounts(e2eReport),
  },
].filter(Boolean);

console.log(`Node ${process.version} (${process.execPath})`);
if (!onPostgres)
  console.log('(TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is left out.)');
console.log(`Running ${steps.length} steps, at most ${parallel} at once.`);

const results = new Map();

function runStep(step) {
  return new Promise((resolve) => {
    const log = path.join(reports, `${step.title.replace(/\W+/g, '-')}.log`);
    const fd = fs.openSync(log, 'w');
    const begin = Date.now();
    let env;
    try {
      env = { ...process.env, ...(typeof step.env === 'function' ? step.env() : (step.env ?? {})) };
    } catch (error) {
      fs.writeSync(fd, `${error.message}\n`);
      fs.closeSync(fd);
      resolve({ ok: false, seconds: 0, log });
      return;
    }
    console.log(`▶ ${step.title}`);
    const child = spawn(step.cmd, step.args, { cwd: root, stdio: ['ignore', fd, fd], env });
    child.on('exit', (code) => {
      fs.closeSync(fd);
      resolve({ ok: code === 0, seconds: (Date.now() - begin) / 1000, log });
    });
  });
}

function report(step, result) {
  console.log(`\n━━ ${step.title} (${result.ok ? 'passed' : 'FAILED'}, ${result.seconds.toFixed(0)} s) ━━`);
  process.stdout.write(fs.readFileSync(result.log, 'utf8'));
}

// A small scheduler: start every step whose prerequisites have passed while a slot is free; a step whose
// prerequisite failed is not run.
await new Promise((done) => {
  const running = new Set();
  const pending = [...steps];
  const tick = () => {
    for (const step of [...pending]) {
      const blocked = (step.after ?? []).some((t) => results.get(t)?.ok === false);
      if (blocked) {
        pending.splice(pending.indexOf(step), 1);
        results.set(step.title, { ok: false, skipped: true, seconds: 0 });
        console.log(`\n━━ ${step.title}: not run (a step it needs failed) ━━`);
        continue;
      }
      if (running.size >= parallel) break;
      if (!(step.after ?? []).every((t) => results.get(t)?.ok)) continue;
      pending.splice(pending.indexOf(step), 1);
      running.add(step);
      runStep(step).then((result) => {
        running.delete(step);
        results.set(step.title, result);
        report(step, result);
        tick();
      });
    }
    if (!pending.length && !running.size) done();
  };
  tick();
});

const totals = { passed: 0, failed: 0 };
const rows = [];
for (const step of steps) {
  const result = results.get(step.title);
  const counts = step.counts?.() ?? null;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  }
  const status = result.skipped ? 'not run' : result.ok ? 'passed' : 'FAILED';
  const note = result.log && step.note ? step.note(result.log) : '';
  rows.push([
    step.title,
    status,
    `${result.seconds.toFixed(0)} s`,
    counts ? String(counts.passed) : '',
    note,
  ]);
}
rows.push([
  'Whole run (wall)',
  '',
  `${((Date.now() - started) / 1000).toFixed(0)} s`,
  String(totals.passed),
  '',
]);

const header = ['Step', 'Status', 'Wall time', 'Tests passed', 'Notes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

const failedSteps = steps.filter((s) => !results.get(s.title).ok).map((s) => s.title);
// Each failed test once more, at the end, where a CI log's tail shows it.
const failures = steps.flatMap((s) => (s.counts?.()?.failures ?? []).map((f) => `- [${s.title}] ${f}`));
if (failures.length) console.log(`\nFailed tests:\n${failures.join('\n')}`);
console.log(failedSteps.length ? `\nFailed steps: ${failedSteps.join(', ')}` : '\nEvery step passed.');
console.log(`Total: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
