// Screenshots + axe-core of /Arrears (Account Locked) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/arrears-screenshots.mjs [baseUrl]
// arrears@example.com is shown locked (and refused a declined card) at both widths, then pays at 390 px.
import { baseUrl, checker, fillCard, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'arrears-' });

for (const [i, width] of [1280, 390].entries()) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'arrears@example.com');
  await page.goto(`${base}/`);
  await page.waitForURL(/\/Arrears$/);
  await page.getByRole('heading', { name: 'Account Locked' }).waitFor();
  await check(page, 'locked', width);
  await fillCard(page, '4000000000000002');
  await page.getByRole('alert').waitFor();
  await check(page, 'declined', width);
  if (i === 1) {
    await page.getByLabel('Save my card for automatic renewal').check();
    await fillCard(page, '4242424242424242');
    await page.waitForURL(/\/$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await check(page, 'paid-dashboard', width);
    await page.goto(`${base}/Renew`);
    await page.getByRole('switch', { name: 'Renew my membership automatically' }).waitFor();
    await check(page, 'renew-auto-renew-on', width);
  } else {
    // A member without a saved card: the switch is off and says how to save one.
    const { context: other, page: mpage } = await openPage(browser, problems, width);
    await logIn(mpage, 'member@example.com');
    await mpage.goto(`${base}/Renew`);
    await mpage.getByRole('switch', { name: 'Renew my membership automatically' }).waitFor();
    await check(mpage, 'renew-no-card', width);
    await other.close();
  }
  await context.close();
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
