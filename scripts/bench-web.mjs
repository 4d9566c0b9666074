#!/usr/bin/env node
// `npm run bench:web`: the pages as Lighthouse 12 sees them. Builds what is stale, starts the built app on
// BENCH_WEB_PORT (3171) over a scratch data directory (PGlite, demo data), signs in through the API as
// member@example.com, and runs Lighthouse in Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) on
// /login, the dashboard, tee times, explore and the network search (find a tee time): the mobile preset (LH_RUNS runs each, median, 3 by
// default) and desktop (LH_DESKTOP_RUNS, 1). Prints performance, LCP, TBT, CLS, accessibility, best
// practices, SEO, the bytes transferred and the CPU index (LH_PAGES narrows the pages; LH_DETAILS=1 adds the scripts and
// kinds of main-thread work that cost the most; LH_SAVE=dir writes each run's full report as JSON, for the
// LCP element and phases, the requests and the long tasks). Figures only: no score is asserted anywhere.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiBundle, ensureApiBuild } from './api-build.mjs';
import { benchToolModule, ensureBenchTools } from './bench-tools.mjs';
import { root } from './stale.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureBenchTools();
const chromeLauncher = await import(benchToolModule('chrome-launcher/dist/index.js'));
const { default: lighthouse } = await import(benchToolModule('lighthouse/core/index.js'));
const { default: desktopConfig } = await import(benchToolModule('lighthouse/core/config/desktop-config.js'));
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'tools/bench/node_modules/lighthouse/package.json'), 'utf8'),
).version;

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3171);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const DESKTOP_RUNS = Number(process.env.LH_DESKTOP_RUNS ?? 1);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const base = `http://127.0.0.1:${PORT}`;

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/ dashboard', path: '/', signedIn: true },
  { name: 'tee times', path: `/booking/clubs/151/15101?Date=${inAWeek}&Players=2&Juniors=0`, signedIn: true },
  { name: 'explore', path: '/explore', signedIn: true },
  { name: 'find a tee time', path: `/booking/find?date=${inAWeek}&from=08:00&to=10:00`, signedIn: true },
];

if (!fs.existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}
ensureWebBuild();
ensureApiBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fairway-bench-web-'));
const server = spawn(process.execPath, [apiBundle], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    JOBS_ENABLED: 'false',
  },
});
let chrome;
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 1800) throw new Error('the app did not start in 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'member@example.com', password: 'Fairway2026!' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status}`);
  // Every cookie the sign-in sets (the device cookie comes before the session's), as a browser would send them.
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const row = (cells) =>
    cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 22 : 9)).join(' ');
  console.log(`Lighthouse ${lighthouseVersion}, Chromium ${CHROMIUM}, ${base}; median of the runs\n`);
  // CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster; a busy machine
  // scores lower, and its TBT and LCP are then longer for the same page).
  console.log(
    row(['page / preset', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'best pr', 'SEO', 'KiB', 'CPU index']),
  );
  // LH_PAGES=dashboard,explore measures only the pages whose names contain one of the words.
  const only = process.env.LH_PAGES?.split(',').filter(Boolean);
  for (const page of PAGES.filter((p) => !only || only.some((w) => p.name.includes(w)))) {
    for (const [preset, runs, config] of [
      ['mobile', RUNS, undefined],
      ['desktop', DESKTOP_RUNS, desktopConfig],
    ]) {
      if (runs < 1) continue;
      const results = [];
      for (let r = 0; r < runs; r++) {
        const flags = {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          ...(page.signedIn && cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        };
        let { lhr } = await lighthouse(`${base}${page.path}`, flags, config);
        // A run Lighthouse could not complete scores 0: say why instead of printing a bare 0, and run it
        // again (twice at most; a busy machine sometimes loses the trace's start, NO_NAVSTART).
        for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
          console.log(
            `${page.name} ${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (run again)`,
          );
          ({ lhr } = await lighthouse(`${base}${page.path}`, flags, config));
        }
        const a = lhr.audits;
        // LH_SAVE=dir: each run's full report as JSON, to read the request chain, LCP phases and long tasks.
        if (process.env.LH_SAVE) {
          fs.mkdirSync(process.env.LH_SAVE, { recursive: true });
          const name = `${page.name.replace(/[^a-z]+/gi, '-').replace(/^-|-$/g, '')}-${preset}-${r + 1}.json`;
          fs.writeFileSync(path.join(process.env.LH_SAVE, name), JSON.stringify(lhr));
        }
        // LH_DETAILS=1: where the main thread's time went (scripts by CPU time, then by kind of work).
        if (process.env.LH_DETAILS) {
          const scripts = (a['bootup-time']?.details?.items ?? []).slice(0, 6);
          for (const item of scripts) {
            console.log(
              `  ${page.name} ${preset} script ${Math.round(item.scripting)} ms scripting, ${Math.round(item.scriptParseCompile)} ms parse  ${item.url.replace(base, '')}`,
            );
          }
          for (const item of (a['layout-shifts']?.details?.items ?? []).slice(0, 5)) {
            console.log(
              `  ${page.name} ${preset} layout shift ${item.score.toFixed(3)} ${item.node?.snippet ?? ''} ${item.node?.selector ?? ''}`,
            );
          }
          for (const item of (a['mainthread-work-breakdown']?.details?.items ?? []).slice(0, 5)) {
            console.log(
              `  ${page.name} ${preset} main thread ${Math.round(item.duration)} ms ${item.groupLabel}`,
            );
          }
        }
        results.push({
          perf: (lhr.categories.performance.score ?? 0) * 100,
          lcp: (a['largest-contentful-paint'].numericValue ?? 0) / 1000,
          tbt: a['total-blocking-time'].numericValue ?? 0,
          cls: a['cumulative-layout-shift'].numericValue ?? 0,
          a11y: (lhr.categories.accessibility.score ?? 0) * 100,
          bp: (lhr.categories['best-practices'].score ?? 0) * 100,
          seo: (lhr.categories.seo.score ?? 0) * 100,
          kib: (a['total-byte-weight'].numericValue ?? 0) / 1024,
          cpu: lhr.environment.benchmarkIndex ?? 0,
          finalUrl: lhr.finalDisplayedUrl,
          // Audits that cost points in accessibility, best practices or SEO: named under the figures.
          failed: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
            lhr.categories[c].auditRefs
              .filter((ref) => ref.weight > 0 && (a[ref.id]?.score ?? 1) < 1)
              .map((ref) => `${c}: ${ref.id}`),
          ),
        });
      }
      const m = (k) => median(results.map((x) => x[k]));
      console.log(
        row([
          `${page.name} ${preset}`,
          Math.round(m('perf')),
          m('lcp').toFixed(1),
          Math.round(m('tbt')),
          m('cls').toFixed(3),
          Math.round(m('a11y')),
          Math.round(m('bp')),
          Math.round(m('seo')),
          Math.round(m('kib')),
          Math.round(m('cpu')),
        ]) +
          (new URL(results[0].finalUrl).pathname !== page.path.split('?')[0]
            ? `  (landed on ${results[0].finalUrl})`
            : ''),
      );
      const failed = [...new Set(results.flatMap((x) => x.failed))];
      if (failed.length) console.log(`${' '.repeat(24)}below 100: ${failed.join(', ')}`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
