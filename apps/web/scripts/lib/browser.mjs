// Shared set-up of the screenshot scripts: Debian's Chromium, headless, and the output folder; a page per
// width that collects page errors; signing in; the screenshot + axe-core check; the test card form.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright-core';

export const baseUrl = process.argv[2] ?? 'http://localhost:3000';
export const outDir = join(process.cwd(), 'screenshots', 'tmp');
/** The password every seeded account has. */
export const PASSWORD = 'Fairway2026!';
/** The WCAG 2.1 A and AA rules the scripts hold the screens to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function launchChromium() {
  mkdirSync(outDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A new context and page at this width; the page's uncaught errors go into `problems`. */
export async function openPage(browser, problems, width, { height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  return { context, page };
}

/** Signs the page's context in through the API (no login screen). */
export async function logIn(page, email) {
  const res = await page.request.post(`${baseUrl}/api/account/login`, {
    data: { email, password: PASSWORD },
  });
  if (!res.ok()) throw new Error(`login ${email} ${res.status()}`);
}

/** The first `count` (all when undefined) of a violation's elements, as their selectors. */
export const violationTargets = (violation, count) =>
  violation.nodes
    .map((n) => n.target.join(' '))
    .slice(0, count)
    .join(' | ');

/**
 * check(page, name, width): waits, screenshots to `${prefix}${name}-${width}.png` and runs axe-core
 * (restricted to `tags` unless null), adding a line `${name}@${width}: ${describe(violation)}` to
 * `problems` for each violation: by default its rule and the selectors of its first `targets` elements.
 */
export function checker(
  problems,
  {
    prefix = '',
    wait = 500,
    fullPage = true,
    tags = WCAG_AA,
    targets = 3,
    describe = (v) => `${v.id} ${violationTargets(v, targets)}`,
  } = {},
) {
  return async function check(page, name, width) {
    await page.waitForTimeout(wait);
    await page.screenshot({ path: join(outDir, `${prefix}${name}-${width}.png`), fullPage });
    const axe = new AxeBuilder({ page });
    const result = await (tags ? axe.withTags(tags) : axe).analyze();
    for (const v of result.violations) problems.push(`${name}@${width}: ${describe(v)}`);
  };
}

const nextYear = String(new Date().getFullYear() + 1);

/** Fills the sandbox card form with this number (and a valid expiry and CVC) and presses Pay. */
export async function fillCard(page, number) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Resolves once the page's hub connection is acknowledged (Socket.IO connect packet "40"). */
export const hubConnected = (page) =>
  page
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));

/** The date `days` from now, as YYYY-MM-DD (UTC). */
export const dateIn = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
