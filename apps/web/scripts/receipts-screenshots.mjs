// Screenshots + axe-core of the renewal cooling-off screens (issue 7 §3) against a running app on a
// fresh database. Run from the repo root: node apps/web/scripts/receipts-screenshots.mjs [baseUrl]
// lowpoints@example.com renews Hyde, sees Cancel renewal on the Renew tab, its dialog, and the outcome.
import { baseUrl, checker, fillCard, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'receipts-' });

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'lowpoints@example.com');
  await page.request.delete(`${base}/api/checkout/basket`);

  await page.goto(`${base}/Renew`);
  const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
  await hyde.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('dialog', { name: 'Basket' }).getByRole('link', { name: 'Checkout' }).click();
  await fillCard(page, '4242424242424242');
  await page
    .getByRole('banner')
    .getByText(/812 Home points/)
    .waitFor();

  await page.goto(`${base}/Renew`);
  await page.getByRole('button', { name: 'Cancel renewal' }).waitFor();
  await check(page, 'renew-cooling-off', width);
  await page.getByRole('button', { name: 'Cancel renewal' }).click();
  await page.getByRole('dialog', { name: 'Cancel renewal' }).waitFor();
  await check(page, 'cancel-dialog', width);
  await page
    .getByRole('dialog', { name: 'Cancel renewal' })
    .getByRole('button', { name: 'Cancel renewal' })
    .click();
  await page.getByRole('status').filter({ hasText: 'Renewal cancelled' }).waitFor();
  await check(page, 'cancelled', width);
  await context.close();
}

await browser.close();
console.log(problems.length ? problems.join('\n') : 'no axe violations');
process.exitCode = problems.length ? 1 : 0;
