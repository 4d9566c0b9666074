#!/usr/bin/env node
// `node scripts/font-ab.mjs [runs] [path]`: what a club's font stack costs a phone's first load. Loads the
// page cold in Debian's Chromium against a running app (PROFILE_BASE, http://localhost:3000), signed in as
// member@example.com, the CPU slowed 4×, alternating two stacks written into the page in place of the
// club's own (FONT_A, the stack the demo clubs had before system-ui; FONT_B, theirs now), and prints each
// stack's mean time in layout and style recalculation and its tasks' time over 50 ms (as Lighthouse counts
// blocking). Figures only.
import { chromium } from 'playwright-core';
import { mainThread, phoneContext, signIn, tracedLoad } from './phone-load.mjs';

const base = process.env.PROFILE_BASE ?? 'http://localhost:3000';
const stacks = {
  A:
    process.env.FONT_A ??
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  B:
    process.env.FONT_B ??
    "system-ui, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
};
const runs = Number(process.argv[2] ?? 6);
const path = process.argv[3] ?? '/';
const res = { A: [], B: [] };
for (let i = 0; i < runs; i++) {
  for (const k of i % 2 ? ['B', 'A'] : ['A', 'B']) {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    const context = await phoneContext(browser);
    const page = await context.newPage();
    await signIn(page, base);
    await page.route('**/*', async (route) => {
      const req = route.request();
      if (req.resourceType() !== 'document') return route.continue();
      const r = await route.fetch();
      let body = await r.text();
      // The club's stack as the page carries it (its theme's style and its document), swapped for this run's.
      const own = /"fontFamily":"([^"]*)"/.exec(body)?.[1];
      if (own) body = body.split(own).join(stacks[k]);
      await route.fulfill({ response: r, body });
    });
    const events = await tracedLoad(browser, page, base + path, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
      waitMs: 4000,
    });
    const { main, tasks } = mainThread(events);
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const sum = (n) => onMain.filter((e) => e.name === n).reduce((a, e) => a + e.dur, 0) / 1000;
    const over50 = tasks.reduce((a, t) => a + Math.max(0, t.dur / 1000 - 50), 0);
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily.slice(0, 12));
    res[k].push({ layout: sum('Layout'), style: sum('UpdateLayoutTree'), over50, font });
    await browser.close();
  }
}
for (const k of ['A', 'B']) {
  const avg = (f) => (res[k].reduce((a, r) => a + r[f], 0) / res[k].length).toFixed(0);
  console.log(
    k,
    res[k][0].font,
    'layout',
    avg('layout'),
    'style',
    avg('style'),
    'over50',
    avg('over50'),
    res[k].map((r) => r.layout.toFixed(0)).join(' '),
  );
}
