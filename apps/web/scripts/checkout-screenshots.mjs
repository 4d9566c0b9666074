// Screenshots + axe-core of the checkout screens (issue 7) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/checkout-screenshots.mjs [baseUrl]
// newjoiner@example.com pays at the second width (the first shows the screens before paying).
import { baseUrl, checker, fillCard, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'checkout-' });

for (const [i, width] of [1280, 390].entries()) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'newjoiner@example.com');
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

  const { context: member, page: mpage } = await openPage(browser, problems, width);
  await logIn(mpage, 'member@example.com');
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
