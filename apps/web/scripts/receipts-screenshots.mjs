// Screenshots + axe-core of the renewal cooling-off screens (issue 7 §3) against a running app on a
// fresh database. Run from the repo root: node apps/web/scripts/receipts-screenshots.mjs [baseUrl]
// lowpoints@example.com renews Hyde, sees Cancel renewal on the Renew tab, its dialog, and the outcome.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const nextYear = String(new Date().getFullYear() + 1);

async function check(page, name, width) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `receipts-${name}-${width}.png`), fullPage: true });
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
    data: { email: 'lowpoints@example.com', password: 'Fairway2026!' },
  });
  if (!res.ok()) throw new Error(`login ${res.status()}`);
  await page.request.delete(`${base}/api/checkout/basket`);

  await page.goto(`${base}/Renew`);
  const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
  await hyde.getByRole('button', { name: 'Add to basket' }).click();
  await page.getByRole('dialog', { name: 'Basket' }).getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
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
