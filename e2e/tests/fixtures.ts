import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { startWorkerServer, type WorkerServer } from './worker-server';

/**
 * Playwright's `test`, with each worker's own API server (worker-server.ts) as every page's, request's
 * and new context's base URL. Specs import `test` and `expect` from here.
 */
export const test = base.extend<Record<never, never>, { workerServer: WorkerServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 330_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
export { expect };

export const DEMO_PASSWORD = 'Fairway2026!';

/** Signs in through the login form, as a member would. */
export async function loginViaForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByRole('button', { name: /log ?in|sign ?in/i }).click();
}

/** Signs in through the API (fast): the session cookie lands in the page's context. */
export async function loginViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/account/login', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A page in a browser context of its own (its own cookies and hub connection), signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginViaApi(page, email);
  return { context, page };
}

/** The rules every screen is held to: WCAG 2.1 A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** A page's window once axe-core is in it. */
type AxeWindow = { axe: typeof axe };

/**
 * axe-core put into each of the page's frames once per document (a later scan of the same document, at
 * another width or after a change, reuses it), configured as @axe-core/playwright configures it.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    if (await frame.evaluate(() => 'axe' in window)) continue;
    await frame.evaluate(axe.source);
    await frame.evaluate(() => {
      (window as unknown as AxeWindow).axe.configure({
        allowedOrigins: ['<same_origin>'],
        branding: { application: 'playwright' },
      });
    });
  }
}

/**
 * axe-core on the current page, once its level-one heading is there: no violations of WCAG 2.1 A/AA. The
 * app draws no iframes of its own; axe runs from the page's top document (frames, were there any, have it
 * injected too). Only the violations leave the page, each as one line: @axe-core/playwright's AxeBuilder
 * injected axe-core twice into every scan and sent back every passing and inapplicable rule with it, about
 * 0.5 s more a scan on CI's machine (the same screens, 1,362–1,918 ms against 852–1,225 ms).
 */
export async function expectNoAxeViolations(page: Page) {
  // The screen itself, not the skeleton before it: every screen has its level-one heading once drawn, and
  // a scan of the skeleton (caught twice: page-has-heading-one) checks nothing a member sees for long.
  await expect(page.locator('h1, [role="heading"][aria-level="1"]').first()).toBeAttached();
  await injectAxe(page);
  const summary = await page.evaluate(async (tags) => {
    const results = await (window as unknown as AxeWindow).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
    );
  }, AXE_TAGS);
  expect(summary).toEqual([]);
}

/** Chromium drawing WebGL through SwiftShader (the suite otherwise runs with --disable-gpu): for maps. */
export const SWIFTSHADER_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
};
