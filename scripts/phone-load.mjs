// A cold page load on a phone-like CPU, traced: what `compare-web.mjs` and `profile-web.mjs` share. A
// 390 px context at twice the pixel density, the demo member signed in through the API, the cache off,
// the CPU slowed 4× as Lighthouse's mobile preset assumes.

/** A phone-sized browser context. */
export const phoneContext = (browser) =>
  browser.newContext({ viewport: { width: 390, height: 800 }, deviceScaleFactor: 2 });

/** Signs the page's context in as member@example.com at `base`. */
export async function signIn(page, base) {
  const login = await page.request.post(`${base}/api/account/login`, {
    data: { email: 'member@example.com', password: 'Fairway2026!' },
  });
  if (!login.ok()) throw new Error(`Signing in at ${base} failed: ${login.status()}`);
}

/** Loads `url` cold with the CPU slowed 4×, tracing `categories` for `waitMs`; the trace's events. */
export async function tracedLoad(browser, page, url, { categories, waitMs }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await browser.startTracing(page, { categories });
  await page.goto(url);
  await page.waitForTimeout(waitMs);
  return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
}

/** The renderer's main thread (the CrRendererMain with the most tasks) and its tasks. */
export function mainThread(events) {
  const tasksOf = (m) =>
    events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'RunTask' && e.ph === 'X');
  const main = events
    .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain')
    .map((m) => ({ m, n: tasksOf(m).length }))
    .sort((a, b) => b.n - a.n)[0]?.m;
  if (!main) throw new Error('No renderer main thread in the trace');
  return { main, tasks: tasksOf(main) };
}
