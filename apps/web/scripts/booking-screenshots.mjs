// Screenshots + axe-core of the booking screens (issue 3) against a running app.
// Run from the repo root: node apps/web/scripts/booking-screenshots.mjs [baseUrl]
import { baseUrl, checker, dateIn, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const soon = dateIn(3);
const check = checker(problems, { prefix: 'booking-' });

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'member@example.com');

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
