// Smoke screenshots + axe-core of the main screens against a running API serving the built app.
// Run: node apps/web/scripts/screenshots.mjs [baseUrl]   (default http://localhost:3000)
import { baseUrl, checker, launchChromium, openPage, violationTargets } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, {
  wait: 400,
  tags: null,
  describe: (v) => `${v.id} (${v.nodes.length}) ${violationTargets(v, 3)}`,
});

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width, { height: 860 });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));

  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await check(page, 'login', width);

  // Club login pages wear the club's document theme (colours, fonts, radius, favicon).
  for (const [name, id] of [
    ['Foxhill Heath Golf Club', 151],
    ['The Grove Manor', 537],
  ]) {
    await page.goto(`${base}/login/${encodeURIComponent(name)}/${id}`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await check(page, `login-${id}`, width);
  }

  await page.goto(`${base}/register/151`);
  await page.getByRole('button', { name: 'Register' }).waitFor();
  await check(page, 'register', width);
  await page.getByLabel('First Name').fill('Alex');
  await page.getByLabel('Surname').fill('Morgan');
  await page.getByLabel('Phone Number').fill('07700 900001');
  await page.getByLabel(/^Email/).fill('member@example.com');
  await page.getByLabel(/^Password/).fill('Fairway2026!');
  await page.getByLabel('Confirm Password').fill('Fairway2026!');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Sorry, registration failed. Please ensure your details are valid.').waitFor();
  await check(page, 'register-error', width);

  await page.goto(`${base}/Renew`);
  await page.waitForURL(/\/login\/.+\/\d+\?returnUrl=%2FRenew/);
  await page.getByLabel(/^Email/).fill('member@example.com');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Sorry, your email address or password is incorrect.').waitFor();
  await check(page, 'login-error', width);
  await page.getByLabel(/^Password/).fill('Fairway2026!');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/Renew`);
  await page.goto(`${base}/`);
  await page.getByText('Welcome back', { exact: false }).waitFor();
  await check(page, 'dashboard', width);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'menu', width);
  await page.keyboard.press('Escape');

  await page.goto(`${base}/no/such/page`);
  await page.getByText('Oops! Error 404').waitFor();
  await check(page, 'not-found', width);

  await page.getByRole('button', { name: 'Logout' }).first().click();
  await page.getByText('Are you sure you want to logout?').waitFor();
  await check(page, 'logout-dialog', width);
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/login\/[^/]+\/\d+$/);
  console.log(`${width}: after logout at ${page.url()}`);
  await context.close();
}

await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
process.exitCode = problems.length ? 1 : 0;
