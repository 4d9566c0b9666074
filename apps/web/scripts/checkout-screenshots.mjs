// Screenshots + axe-core of the checkout screens (issue 7) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/checkout-screenshots.mjs [baseUrl]
// newjoiner@example.com pays at the second width (the first shows the screens before paying).
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const nextYear = String(new Date().getFullYear() + 1);

async function check(page, name, width) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `checkout-${name}-${width}.png`), fullPage: true });
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

async function login(page, email) {
  const res = await page.request.post(`${base}/api/account/login`, {
    data: { email, password: 'Fairway2026!' },
  });
  if (!res.ok()) throw new Error(`login ${email} ${res.status()}`);
}

async function fillCard(page, number) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry month').fill('12');
  await page.getByLabel('Expiry year').fill(nextYear);
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

for (const [i, width] of [1280, 390].entries()) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));

  await login(page, 'newjoiner@example.com');
  await page.request.delete(`${base}/api/checkout/basket`);
  await page.goto(`${base}/Checkout`);
  await page.getByRole('article', { name: 'Hyde', exact: true }).waitFor();
  await check(page, 'packages', width);
  await page
    .getByRole('article', { name: 'Hyde', exact: true })
    .getByRole('button', { name: 'Add to basket' })
    .click();
  await page.getByRole('region', { name: 'Hyde' }).waitFor();
  await check(page, 'basket', width);
  await fillCard(page, '4000000000000002');
  await page.getByRole('alert').waitFor();
  await check(page, 'declined', width);
  if (i === 1) {
    await fillCard(page, '4242424242424242');
    await page.waitForURL(/\/Welcome$/);
  } else {
    await page.goto(`${base}/Welcome`);
  }
  await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
  await check(page, 'welcome', width);
  await context.close();

  const member = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
  const mpage = await member.newPage();
  mpage.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  await login(mpage, 'member@example.com');
  await mpage.goto(`${base}/Topup`);
  await mpage.getByRole('heading', { level: 1 }).first().waitFor();
  await check(mpage, 'topup', width);
  await mpage.request.delete(`${base}/api/checkout/basket`);
  await mpage.goto(`${base}/Renew`);
  await mpage.getByRole('article', { name: 'Hyde', exact: true }).waitFor();
  await mpage
    .getByRole('banner')
    .getByRole('button', { name: /^Basket/ })
    .click();
  await mpage.getByRole('dialog', { name: 'Basket' }).waitFor();
  await check(mpage, 'basket-empty', width);
  await mpage.keyboard.press('Escape');
  await check(mpage, 'renew', width);
  await mpage.goto(`${base}/packages/151`);
  await mpage
    .getByRole('article', { name: 'Villiers', exact: true })
    .getByRole('button', { name: 'Add to basket' })
    .click();
  await mpage.getByRole('dialog', { name: 'Basket' }).getByText('Villiers').waitFor();
  await check(mpage, 'packages-page-dropdown', width);
  await mpage.request.delete(`${base}/api/checkout/basket`);
  await mpage.goto(`${base}/TopupComplete`);
  await mpage.getByRole('heading', { name: 'Top-up Successful' }).waitFor();
  await check(mpage, 'topup-complete', width);
  await member.close();
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
