#!/usr/bin/env node
// `npm run profile:web -- <path>`: where a page's main-thread time goes on a phone-like CPU. Loads the page
// cold in Debian's Chromium (CHROMIUM_PATH, /usr/bin/chromium) against a running app (PROFILE_BASE,
// http://localhost:3000), signed in as member@example.com unless PROFILE_ANONYMOUS=1, with the CPU slowed
// 4× as Lighthouse's mobile preset assumes, and prints each task over 50 ms with the functions that took
// its time (inclusive samples of the V8 profiler, then self). Figures only. Function names are readable
// in a build made with `npx vite build --minify false` in apps/web (restart the app after it). Last, React's
// commits of the load: one rendered at once inside the previous commit's task is a state update made during
// that commit (a layout effect's or a ref callback's), which React renders synchronously, flushing the
// screen's passive effects first (`apps/web/build/mantine-first-commit.ts` removes Mantine's); and how many
// components each commit rendered, by the app's component they were under.
import { chromium } from 'playwright-core';
import { mainThread, phoneContext, signIn, tracedLoad } from './phone-load.mjs';

const base = process.env.PROFILE_BASE ?? 'http://localhost:3000';
const path = process.argv[2] ?? '/';
const top = Number(process.env.PROFILE_TOP ?? 15);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  if (!process.env.PROFILE_ANONYMOUS) await signIn(page, base);
  // React's DevTools hook, as the extension installs it: React calls it on every commit. A commit made
  // before the script that made the previous one has finished (no microtask ran between them) was
  // rendered at once, inside that commit's task.
  await page.addInitScript(() => {
    const commits = [];
    let running = false;
    window.__fairwayCommits = commits;
    window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE: () => undefined,
      onCommitFiberRoot: (_renderer, root) => {
        // The components this commit rendered: a fiber React worked on (flag PerformedWork), found by
        // walking only into children it reconciled (a subtree it skipped keeps its previous child fibers).
        // Counted by the nearest named component of the app above each one (Mantine's left out).
        const name = (fiber) => {
          const type = fiber.type;
          if (!type || typeof type === 'string') return null;
          return type.displayName || type.name || type.render?.name || type.type?.name || null;
        };
        const ownerOf = (fiber) => {
          for (let f = fiber; f; f = f.return) {
            const n = name(f);
            if (n && !n.startsWith('@mantine')) return n;
          }
          return '(root)';
        };
        let rendered = 0;
        const byOwner = new Map();
        const stack = [root.current];
        while (stack.length) {
          const fiber = stack.pop();
          if (fiber.flags & 1 && name(fiber)) {
            rendered++;
            const owner = ownerOf(fiber.return);
            byOwner.set(owner, (byOwner.get(owner) ?? 0) + 1);
          }
          if (fiber.child && fiber.child !== fiber.alternate?.child) {
            for (let child = fiber.child; child; child = child.sibling) stack.push(child);
          }
        }
        const under = [...byOwner]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([owner, n]) => `${owner} ${n}`)
          .join(', ');
        commits.push({ at: performance.now(), atOnce: running, rendered, under });
        running = true;
        queueMicrotask(() => {
          running = false;
        });
      },
      onCommitFiberUnmount: () => undefined,
      onPostCommitFiberRoot: () => undefined,
    };
  });
  const events = await tracedLoad(browser, page, base + path, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-v8.cpu_profiler',
    ],
    waitMs: 5000,
  });
  report(events);
  const commits = await page.evaluate(() => window.__fairwayCommits);
  const atOnce = commits.filter((c) => c.atOnce);
  console.log(
    `${commits.length} React commits, ${atOnce.length} rendered at once inside the previous one's task${atOnce.length ? ` (at ${atOnce.map((c) => `${Math.round(c.at)} ms`).join(', ')} after navigation start)` : ''}`,
  );
  // Each commit's rendered components (with a readable build: `--minify false`), and under which of the
  // app's components the most of them were: a large commit after the first screen's is work to question.
  for (const c of commits) {
    console.log(`  commit at ${Math.round(c.at)} ms: ${c.rendered} components rendered (under ${c.under})`);
  }
} finally {
  await browser.close();
}

function report(events) {
  const { main, tasks } = mainThread(events);
  const long = tasks.filter((e) => e.dur > 50_000).sort((a, b) => a.ts - b.ts);
  // The CPU profile's samples, on the trace's clock.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === main.pid);
  const nodes = new Map();
  const parent = new Map();
  const samples = [];
  let time = profile?.args.data.startTime ?? 0;
  for (const chunk of events.filter(
    (e) => e.name === 'ProfileChunk' && e.pid === main.pid && e.id === profile?.id,
  )) {
    const cpu = chunk.args.data.cpuProfile;
    for (const node of cpu.nodes ?? []) {
      nodes.set(node.id, node);
      if (node.parent) parent.set(node.id, node.parent);
    }
    const deltas = chunk.args.data.timeDeltas ?? [];
    (cpu.samples ?? []).forEach((id, i) => {
      time += deltas[i];
      samples.push([time, id]);
    });
  }
  // A script's path without the origin and the build's hash.
  const scriptOf = (url) => (url ?? '').replace(base, '').replace(/-[\w-]{8}\.js$/, '.js');
  const label = ({ callFrame: f }) => `${f.functionName || '(anonymous)'} ${scriptOf(f.url)}:${f.lineNumber}`;
  const start = long[0]?.ts ?? 0;
  let blocking = 0;
  for (const task of long) {
    blocking += task.dur / 1000 - 50;
    const inclusive = new Map();
    const self = new Map();
    const within = samples.filter(([ts]) => ts >= task.ts && ts <= task.ts + task.dur);
    for (const [, leaf] of within) {
      const seen = new Set();
      for (let id = leaf, first = true; id && nodes.has(id); id = parent.get(id), first = false) {
        const key = label(nodes.get(id));
        if (first) self.set(key, (self.get(key) ?? 0) + 1);
        if (!seen.has(key)) inclusive.set(key, (inclusive.get(key) ?? 0) + 1);
        seen.add(key);
      }
    }
    const list = (map) =>
      [...map]
        .filter(([key]) => !/^\((root|program|idle)\)/.test(key))
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([key, n]) => `      ${String(n).padStart(5)}  ${key}`)
        .join('\n');
    // The renderer's own work inside the task (parsing, style, layout, compiling), by trace event.
    const work = new Map();
    for (const e of events) {
      if (e.tid !== main.tid || e.pid !== main.pid || e.ph !== 'X' || e === task) continue;
      if (e.ts < task.ts || e.ts > task.ts + task.dur || !e.dur) continue;
      work.set(e.name, (work.get(e.name) ?? 0) + e.dur / 1000);
    }
    const kinds = [...work]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`)
      .join(', ');
    console.log(
      `task at +${Math.round((task.ts - start) / 1000)} ms: ${Math.round(task.dur / 1000)} ms, ${within.length} samples; ${kinds}`,
    );
    console.log(`   inclusive\n${list(inclusive)}\n   self\n${list(self)}`);
  }
  console.log(
    `${long.length} tasks over 50 ms; their time over 50 ms adds up to ${Math.round(blocking)} ms (4× CPU)`,
  );
  // The whole load, every task however short (a transition's render runs in slices of a few ms, none of
  // them long, yet together they are what the first screen waits for): the main thread's busy time, the
  // functions that took it (self samples) and the scripts they are in.
  const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  const self = new Map();
  const byScript = new Map();
  for (const [, leaf] of samples) {
    const node = nodes.get(leaf);
    if (!node) continue;
    const key = label(node);
    if (/^\((root|program|idle)\)/.test(key)) continue;
    self.set(key, (self.get(key) ?? 0) + 1);
    const script = scriptOf(node.callFrame.url) || '(native)';
    byScript.set(script, (byScript.get(script) ?? 0) + 1);
  }
  const ms = samples.length ? (samples[samples.length - 1][0] - samples[0][0]) / 1000 / samples.length : 0;
  const rows = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, count]) => `      ${String(Math.round(count * ms)).padStart(5)} ms  ${key}`)
      .join('\n');
  console.log(
    `the whole load: ${tasks.length} tasks, ${Math.round(busy)} ms busy (4× CPU); by script (self time):\n${rows(byScript, 10)}\n  by function (self time):\n${rows(self, top * 2)}`,
  );
}
