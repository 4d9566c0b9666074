#!/usr/bin/env node
// `node scripts/compare-web.mjs <runs> <path> <base> [<base> …]`: a page's main-thread blocking time and its
// largest paint on a phone-like CPU, for two or more running apps (say main's build and a branch's, each
// started with WEB_DIST), their loads alternated so a busy machine weighs on each alike. Each load is cold
// in Debian's Chromium (CHROMIUM_PATH), signed in as member@example.com, 390 px wide, CPU slowed 4×: the
// time over 50 ms of each task after the first contentful paint is summed, as Lighthouse's TBT sums it (and
// apart, the part after the largest paint), and the last largest-contentful-paint candidate is read from the
// trace. Each load is traced for COMPARE_WAIT_MS (6000): longer when a build's late work may fall outside
// it. Prints the medians and every run.
import { chromium } from 'playwright-core';
import { mainThread, phoneContext, signIn, tracedLoad } from './phone-load.mjs';

const [runs, path, ...bases] = process.argv.slice(2);
if (!runs || !path || bases.length === 0) {
  console.error('usage: node scripts/compare-web.mjs <runs> <path> <base> [<base> …]');
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const results = new Map(bases.map((base) => [base, []]));
try {
  for (let run = 0; run < Number(runs); run++) {
    for (const base of bases) results.get(base).push(await load(base));
  }
} finally {
  await browser.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [base, loads] of results) {
  const of = (key) => loads.map((l) => Math.round(l[key]));
  console.log(
    `${base}${path}: blocking ${median(of('blocking'))} ms [${of('blocking').join(' ')}], ` +
      `after LCP ${median(of('afterLcp'))} ms [${of('afterLcp').join(' ')}], ` +
      `FCP ${median(of('fcp'))} ms, LCP ${median(of('lcp'))} ms [${of('lcp').join(' ')}]`,
  );
}

async function load(base) {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, base);
    const events = await tracedLoad(browser, page, base + path, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'loading',
        'blink.user_timing',
      ],
      waitMs: Number(process.env.COMPARE_WAIT_MS ?? 6000),
    });
    const { tasks } = mainThread(events);
    const at = (name) => events.filter((e) => e.name === name).map((e) => e.ts);
    const start = Math.min(...at('navigationStart'));
    const fcp = Math.min(...at('firstContentfulPaint'));
    const lcp = Math.max(...at('largestContentfulPaint::Candidate'));
    const over = (t) => Math.max(0, t.dur / 1000 - 50);
    const blocking = tasks.filter((t) => t.ts >= fcp).reduce((sum, t) => sum + over(t), 0);
    // The part after the largest paint: the work a screen leaves for later (overlays, idle tasks, live hub).
    const afterLcp = tasks.filter((t) => t.ts >= lcp).reduce((sum, t) => sum + over(t), 0);
    return { blocking, afterLcp, fcp: (fcp - start) / 1000, lcp: (lcp - start) / 1000 };
  } finally {
    await context.close();
  }
}
