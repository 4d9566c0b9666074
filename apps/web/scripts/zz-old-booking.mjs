// Screenshots + axe-core of the booking screens (issue 3) against a running app.
// Run from the repo root: node apps/web/scripts/booking-screenshots.mjs [baseUrl]
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const base = baseUrl;
const out = outDir;
const browser = await launchChromium();
const problems = [];
const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

async function check(page, name, width) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(out, `booking-${name}-${width}.png`), fullPage: true });
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const v of result.violations) {
    problems.push(
      `${name}@${width}: ${v.id} ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
}

for (const width of [1280, 390]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  const res = await page.request.post(`${base}/api/account/login`, {
    data: { email: 'member@example.com', password: 'Fairway2026!' },
  });
  if (!res.ok()) throw new Error(`login ${res.status()}`);

  await page.goto(`${base}/`);
  await page.getByText('Upcoming bookings').waitFor();
  await check(page, 'dashboard', width);
  await page.getByRole('button', { name: 'View details' }).first().click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'details', width);
  await page.keyboard.press('Escape');

  await page.goto(`${base}/booking/clubs`);
  await page.getByText('Open Play clubs').waitFor();
  await check(page, 'clubs', width);
  await page.goto(`${base}/booking/clubs/151`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await check(page, 'club-house', width);
  await page.goto(`${base}/booking/clubs/151/15101?Date=${soon}&Players=2&Juniors=1`);
  await page.getByRole('list', { name: 'Available times' }).waitFor();
  await check(page, 'tee-times', width);
  await page.getByLabel('Date').click();
  await page.waitForTimeout(300);
  await check(page, 'date-picker', width);
  await page.keyboard.press('Escape');
  await page.getByRole('list', { name: 'Available times' }).locator('button:enabled').first().click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'confirm', width);
  await page.keyboard.press('Escape');
  await page.goto(`${base}/dining/151/15103?Date=${soon}&Players=4`);
  await page.getByRole('list', { name: 'Available times' }).waitFor();
  await check(page, 'dining', width);
  await page.goto(`${base}/book/additional`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await check(page, 'extras', width);
  await page.goto(`${base}/book/dining`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await check(page, 'book-dining', width);
  await page.goto(`${base}/account/profile/BookingHistory`);
  await page.getByText('Previous bookings').waitFor();
  await check(page, 'history', width);
  await context.close();
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
