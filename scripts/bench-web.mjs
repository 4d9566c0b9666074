#!/usr/bin/env node
// `npm run bench:web`: the pages as Lighthouse 12 sees them. Builds what is stale, starts the built app on
// BENCH_WEB_PORT (3171) over a scratch data directory (PGlite, demo data), signs in through the API as
// member@example.com, and runs Lighthouse in Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) on
// /login, the dashboard, tee times, explore, the network search (find a tee time) and a release line's waiting room
// (on the tee-time screen of the day about to open, and its own page): the mobile preset (LH_RUNS runs each, median, 3 by
// default) and desktop (LH_DESKTOP_RUNS, 1). Prints performance, LCP, TBT, CLS, accessibility, best
// practices, SEO, the bytes transferred and the CPU index (LH_PAGES narrows the pages; LH_DETAILS=1 adds the scripts and
// kinds of main-thread work that cost the most; LH_SAVE=dir writes each run's full report as JSON, for the
// LCP element and phases, the requests and the long tasks). LH_HTTP2=1 loads the pages as a deployment serves
// them, over HTTPS with HTTP/2 (Debian's HAProxy in front on the next port, a certificate made for the run):
// over plain HTTP/1.1 each of the first screen's chunks waits for one of six connections, and Lighthouse's
// simulated round trips add up. Figures only: no score is asserted anywhere.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiBundle, ensureApiBuild } from './api-build.mjs';
import { benchToolModule, ensureBenchTools } from './bench-tools.mjs';
import { ensureOpsTools } from './ensure-ops-tools.mjs';
import { root } from './stale.mjs';
import { ensureWebBuild } from './web-build.mjs';

ensureBenchTools();
const chromeLauncher = await import(benchToolModule('chrome-launcher/dist/index.js'));
const { default: lighthouse } = await import(benchToolModule('lighthouse/core/index.js'));
const { default: desktopConfig } = await import(benchToolModule('lighthouse/core/config/desktop-config.js'));
const { throttling } = await import(benchToolModule('lighthouse/core/config/constants.js'));
const lighthouseVersion = JSON.parse(
  fs.readFileSync(path.join(root, 'tools/bench/node_modules/lighthouse/package.json'), 'utf8'),
).version;

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3171);
const RUNS = Number(process.env.LH_RUNS ?? 3);
const DESKTOP_RUNS = Number(process.env.LH_DESKTOP_RUNS ?? 1);
// LH_CPU_SLOWDOWN=n: the mobile preset's simulated CPU slowdown instead of Lighthouse's 4×, its network
// unchanged: a faster machine made to score as a slower one would (the CPU index printed beside each page
// is unchanged by it; 4 × this machine's index ÷ a slower one's is the slowdown to ask for).
const CPU_SLOWDOWN = process.env.LH_CPU_SLOWDOWN ? Number(process.env.LH_CPU_SLOWDOWN) : null;
if (CPU_SLOWDOWN !== null && !(CPU_SLOWDOWN >= 1 && CPU_SLOWDOWN <= 20)) {
  throw new Error('LH_CPU_SLOWDOWN: a number from 1 to 20');
}
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HTTP2 = process.env.LH_HTTP2 === '1';
const base = `http://127.0.0.1:${PORT}`;

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
// The waiting room's pages need a line gathering at run time: `lineSetUp` makes one (below) the first time
// one of them is measured, and each `path` is then a function of it.
const PAGES = [
  { name: '/login', path: '/login', signedIn: false },
  { name: '/ dashboard', path: '/', signedIn: true },
  { name: 'tee times', path: `/booking/clubs/151/15101?Date=${inAWeek}&Players=2&Juniors=0`, signedIn: true },
  { name: 'explore', path: '/explore', signedIn: true },
  { name: 'find a tee time', path: `/booking/find?date=${inAWeek}&from=08:00&to=10:00`, signedIn: true },
  {
    name: 'waiting room',
    path: (line) => `/booking/clubs/${LINE_CLUB}/${LINE_COURSE}?Date=${line.date}&Players=1&Juniors=0`,
    signedIn: true,
    line: true,
  },
  { name: 'waiting room page', path: (line) => `/release-lines/${line.id}`, signedIn: true, line: true },
];

/** Foxhill Heath's Championship course: the bench gives it a release of its own, as staff would. */
const LINE_CLUB = 151;
const LINE_COURSE = 15101;
/** The opening this far ahead, the line gathering from an hour before it: gathering all through the runs. */
const LINE_LEAD_MINUTES = 30;

const wallClock = (at, timeZone) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );
const localDate = (at, timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
const plusDays = (date, days) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Signs in through the API; the cookies as a browser would send them (the device cookie's first). */
async function signIn(email) {
  const login = await fetch(`${base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Fairway2026!' }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function api(cookie, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { Cookie: cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/**
 * LH_HTTP2: Debian's HAProxy (scripts/ensure-ops-tools.mjs) on PORT + 1, terminating TLS with a certificate
 * made for this run (in the scratch data directory) and speaking HTTP/2 to the browser, HTTP/1.1 to the app.
 */
async function startHttp2Proxy() {
  const { haproxy } = ensureOpsTools();
  const key = path.join(dataDir, 'tls.key');
  const crt = path.join(dataDir, 'tls.crt');
  const pem = path.join(dataDir, 'tls.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      crt,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
    ],
    { stdio: 'ignore' },
  );
  fs.writeFileSync(pem, fs.readFileSync(crt, 'utf8') + fs.readFileSync(key, 'utf8'), { mode: 0o600 });
  const config = path.join(dataDir, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 1000',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      'frontend web',
      `  bind 127.0.0.1:${PORT + 1} ssl crt ${pem} alpn h2,http/1.1`,
      '  default_backend app',
      'backend app',
      `  server app 127.0.0.1:${PORT}`,
      '',
    ].join('\n'),
  );
  const child = spawn(haproxy, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  const listening = () =>
    new Promise((resolve) => {
      const socket = net.connect(PORT + 1, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
  for (let i = 0; !(await listening()); i++) {
    if (i > 100 || child.exitCode !== null) throw new Error('HAProxy did not start (LH_HTTP2)');
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/**
 * A release line gathering during the runs, set up as a club's staff and a member would: staff declare a
 * release for the course opening LINE_LEAD_MINUTES ahead (the club's content, through the staff API), the
 * member asks for the day's line (the API makes it) and joins it, so the room shows "You are in" and its
 * countdown. The opening stays within the club's day: a later one names a day the screen does not offer yet.
 */
async function lineSetUp(memberCookie) {
  const staff = await signIn('staff@example.com');
  const club = await api(memberCookie, 'GET', `/api/clubs/${LINE_CLUB}/details`);
  const now = Date.now();
  // The opening stays within the club's day (late in it: at its last minute), and a few minutes ahead at least.
  const [h, m] = wallClock(new Date(now), club.TimeZone).split(':').map(Number);
  const lead = Math.min(LINE_LEAD_MINUTES, 23 * 60 + 59 - (h * 60 + m));
  if (lead < 5) {
    throw new Error(`the club's day ends within minutes (${h}:${m}): measure the waiting room later`);
  }
  const opensAt = new Date((Math.floor(now / 60_000) + lead) * 60_000);
  const content = await api(staff, 'GET', `/api/staff/clubs/${LINE_CLUB}/content`);
  const release = {
    courseId: LINE_COURSE,
    at: wallClock(opensAt, club.TimeZone),
    lineOpensMinutesBefore: 60,
    admitPerMinute: 120,
    turnMinutes: 3,
  };
  await api(staff, 'PUT', `/api/staff/clubs/${LINE_CLUB}/content`, {
    ...content,
    release: [...(content.release ?? []).filter((r) => r.courseId !== LINE_COURSE), release],
  });
  const date = plusDays(localDate(opensAt, club.TimeZone), club.BookingWindowDays);
  const [line] = await api(
    memberCookie,
    'GET',
    `/api/release-lines?clubId=${LINE_CLUB}&courseId=${LINE_COURSE}&date=${date}`,
  );
  if (!line) throw new Error(`no line for ${date}`);
  await api(memberCookie, 'POST', `/api/release-lines/${line.Id}/tickets`);
  console.log(
    `(a line gathering for ${date}, opening at ${release.at}: line ${line.Id}, the member joined)\n`,
  );
  return { id: line.Id, date };
}

if (!fs.existsSync(CHROMIUM)) {
  console.error(`No Chromium at ${CHROMIUM}: install Debian's chromium or set CHROMIUM_PATH.`);
  process.exit(1);
}
ensureWebBuild();
ensureApiBuild();
/** The health check's answer on the port, or null when nothing answers. */
const health = () => fetch(`${base}/api/health`).catch(() => null);
// An app already answering on the port (a run stopped half-way leaves its server) would be measured in
// place of this build: the bench's own would fail to listen and the pages come from the other one.
if (await health()) {
  console.error(`Something already answers on port ${PORT}: stop it or set BENCH_WEB_PORT.`);
  process.exit(1);
}
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
    // Behind the proxy (LH_HTTP2) the pages' origin is the proxy's: the live hub accepts no other.
    ...(HTTP2 ? { PUBLIC_ORIGIN: `https://localhost:${PORT + 1}` } : {}),
  },
});
let chrome;
let proxy;
try {
  for (let i = 0; ; i++) {
    if ((await health())?.ok) break;
    if (server.exitCode !== null) throw new Error(`the app exited (${server.exitCode}) before it answered`);
    if (i > 1800) throw new Error('the app did not start in 3 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  const cookie = await signIn('member@example.com');
  let line;
  proxy = HTTP2 ? await startHttp2Proxy() : null;
  const pageBase = proxy ? `https://localhost:${PORT + 1}` : base;

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      // The run's own certificate (LH_HTTP2), made a minute ago for localhost.
      ...(proxy ? ['--ignore-certificate-errors'] : []),
    ],
  });
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const row = (cells) =>
    cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 22 : 9)).join(' ');
  console.log(
    `Lighthouse ${lighthouseVersion}, Chromium ${CHROMIUM}, ${pageBase}${proxy ? ' (HTTP/2 through HAProxy)' : ''}; median of the runs${
      CPU_SLOWDOWN !== null ? `; the mobile CPU slowed ${CPU_SLOWDOWN}× (LH_CPU_SLOWDOWN), not 4×` : ''
    }\n`,
  );
  // CPU index: Lighthouse's benchmarkIndex of the machine during the runs (higher is faster; a busy machine
  // scores lower, and its TBT and LCP are then longer for the same page).
  console.log(
    row(['page / preset', 'perf', 'LCP s', 'TBT ms', 'CLS', 'a11y', 'best pr', 'SEO', 'KiB', 'CPU index']),
  );
  // LH_PAGES=dashboard,explore measures only the pages whose names contain one of the words.
  const only = process.env.LH_PAGES?.split(',').filter(Boolean);
  for (const page of PAGES.filter((p) => !only || only.some((w) => p.name.includes(w)))) {
    if (page.line && !line) line = await lineSetUp(cookie);
    const pagePath = typeof page.path === 'function' ? page.path(line) : page.path;
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
          ...(CPU_SLOWDOWN !== null && preset === 'mobile'
            ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: CPU_SLOWDOWN } }
            : {}),
        };
        let { lhr } = await lighthouse(`${pageBase}${pagePath}`, flags, config);
        // A run Lighthouse could not complete scores 0: say why instead of printing a bare 0, and run it
        // again (twice at most; a busy machine sometimes loses the trace's start, NO_NAVSTART).
        for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
          console.log(
            `${page.name} ${preset}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (run again)`,
          );
          ({ lhr } = await lighthouse(`${pageBase}${pagePath}`, flags, config));
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
              `  ${page.name} ${preset} script ${Math.round(item.scripting)} ms scripting, ${Math.round(item.scriptParseCompile)} ms parse  ${item.url.replace(pageBase, '')}`,
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
          (new URL(results[0].finalUrl).pathname !== pagePath.split('?')[0]
            ? `  (landed on ${results[0].finalUrl})`
            : ''),
      );
      const failed = [...new Set(results.flatMap((x) => x.failed))];
      if (failed.length) console.log(`${' '.repeat(24)}below 100: ${failed.join(', ')}`);
    }
  }
} finally {
  // The app first: a Chromium that fails to stop must not leave it answering on the port.
  const exited = server.exitCode === null ? new Promise((r) => server.once('exit', r)) : null;
  server.kill('SIGTERM');
  proxy?.kill('SIGTERM');
  try {
    chrome?.kill();
  } catch (error) {
    console.error(`Chromium did not stop: ${error.message}`);
  }
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
