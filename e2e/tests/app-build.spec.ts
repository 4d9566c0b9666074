import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

/** The mobile app build (`npm run build:app`): hash URLs, its own output folder. */
const APP_DIST = path.resolve(import.meta.dirname, '../../apps/web/dist-app');

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The same origin as the API: the app build's files come from dist-app, every /api call goes through. */
async function serveAppBuild(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/signalr'),
    async (route) => {
      const { pathname } = new URL(route.request().url());
      const file = path.join(APP_DIST, pathname === '/' ? 'index.html' : pathname);
      if (!file.startsWith(APP_DIST) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
        return route.fallback();
      }
      await route.fulfill({
        body: fs.readFileSync(file),
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      });
    },
  );
}

test.describe('mobile app build', () => {
  test.beforeAll(() => {
    test.setTimeout(300_000);
    if (!fs.existsSync(path.join(APP_DIST, 'index.html'))) {
      execFileSync('npm', ['run', 'build:app', '-w', '@fairway/web'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        stdio: 'ignore',
      });
    }
  });

  test.beforeEach(async ({ page }) => serveAppBuild(page));

  test('going offline shows the offline screen; coming back returns home', async ({ page, context }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/#/account/profile');
    await expect(page.getByRole('tab', { name: 'Details' })).toBeVisible();
    await context.setOffline(true);
    await expect(page).toHaveURL(/#\/Error\/Offline$/);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
    await expect(page).toHaveURL(/#\/$/);
  });

  test('a member who refuses the location is told it is required (club-discovery §8)', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/#/explore/clubs');
    await page.getByRole('button', { name: 'Use current location' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Permission for your location is required to use this feature',
    );
  });

  test('location turned off on Android offers to open the settings; on iOS it is an alert', async ({
    browser,
  }) => {
    const off = () => {
      // The device's location services are off: every request fails as POSITION_UNAVAILABLE.
      Object.defineProperty(navigator, 'geolocation', {
        value: {
          getCurrentPosition: (_ok: unknown, fail: (e: { code: number; message: string }) => void) =>
            fail({ code: 2, message: 'Position unavailable' }),
        },
      });
    };
    const android = await browser.newContext({ userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9)' });
    const iphone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    });
    for (const context of [android, iphone]) {
      await context.addInitScript(off);
      await serveAppBuild(await context.newPage());
    }
    const onAndroid = android.pages()[0]!;
    await loginViaApi(onAndroid, 'member@example.com');
    await onAndroid.goto('/#/explore/clubs');
    await onAndroid.getByRole('button', { name: 'Use current location' }).click();
    const dialog = onAndroid.getByRole('dialog', { name: 'Location' });
    await expect(dialog).toContainText('Location is currently disabled. Please enable to use this feature');
    await expect(dialog.getByRole('button', { name: 'Open settings' })).toBeVisible();
    await expectNoAxeViolations(onAndroid);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    const onIphone = iphone.pages()[0]!;
    await loginViaApi(onIphone, 'member@example.com');
    await onIphone.goto('/#/explore/clubs');
    await onIphone.getByRole('button', { name: 'Use current location' }).click();
    await expect(onIphone.getByRole('alert')).toHaveText(
      'Location is currently disabled. Please enable to use this feature',
    );
    await expect(onIphone.getByRole('dialog')).toHaveCount(0);
    await android.close();
    await iphone.close();
  });

  test('the 404 page has no bug-report button in the app', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expect(page.getByRole('link', { name: /back|home/i }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Submit a bug report' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Submit a bug report' })).toHaveCount(0);
  });
});

test.describe('installable web app', () => {
  // The suite blocks service workers (playwright.config.ts); these tests are about the app's own.
  test.use({ serviceWorkers: 'allow' });

  test('has a manifest and, once installed, opens offline with a notice and the upcoming bookings', async ({
    page,
    context,
  }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'Fairway', display: 'standalone', theme_color: '#1b5e20' });
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    // Installed from the member's pages, the app is their club's: Chromium reads the club's manifest.
    const cdp = await context.newCDPSession(page);
    const installed = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: unknown[];
      data?: string;
    };
    expect(new URL(installed.url).pathname).toBe('/manifest/151.webmanifest');
    expect(installed.errors).toEqual([]);
    expect(JSON.parse(installed.data ?? '{}')).toMatchObject({
      name: 'Foxhill Heath Golf Club',
      display: 'standalone',
    });
    await cdp.detach();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // Once the worker controls the page, the home screen's calls are cached as they are answered.
    await page.reload();
    await expect(page.getByRole('heading', { name: /upcoming/i }).first()).toBeVisible();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /upcoming/i }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await context.setOffline(false);
  });

  test("logging out forgets the member's pages and answers the worker kept for offline use", async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The shell the worker fetched when it installed is kept for whoever comes next: no member in it.
    const precached = await page.evaluate(async () =>
      (await caches.match('/', { ignoreSearch: true }))?.text(),
    );
    expect(precached).toContain('<div id="root">');
    expect(precached).not.toContain('fairway-session');
    // A page the worker fetches over the network (the member in it) is kept for offline use too.
    await page.goto('/Bookings');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Cached answers that name the member: the page's embedded session, the summary, the session check.
    const traces = () =>
      page.evaluate(async () => {
        let found = 0;
        for (const name of ['fairway-pages', 'fairway-api']) {
          if (!(await caches.has(name))) continue;
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const text = (await (await cache.match(request))?.text()) ?? '';
            if (text.includes('member@example.com')) found++;
          }
        }
        return found;
      });
    await expect.poll(traces).toBeGreaterThan(1);
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /logout|yes|confirm/i })
      .click();
    await expect(page).toHaveURL(/\/login\//);
    await expect.poll(traces).toBe(0);
  });
});
