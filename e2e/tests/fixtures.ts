import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, expect, type Page } from '@playwright/test';
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

/**
 * axe-core on the current page, once its level-one heading is there: no violations of WCAG 2.1 A/AA. The
 * app draws no iframes of its own, so axe runs in the page itself (legacy mode): the default opens a second
 * page per scan to merge frames' results, which tripled each scan's time (3 s → 1 s on this machine). Only
 * violations are collected.
 */
export async function expectNoAxeViolations(page: Page) {
  // The screen itself, not the skeleton before it: every screen has its level-one heading once drawn, and
  // a scan of the skeleton (caught twice: page-has-heading-one) checks nothing a member sees for long.
  await expect(page.locator('h1, [role="heading"][aria-level="1"]').first()).toBeAttached();
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** Chromium drawing WebGL through SwiftShader (the suite otherwise runs with --disable-gpu): for maps. */
export const SWIFTSHADER_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist'],
};
