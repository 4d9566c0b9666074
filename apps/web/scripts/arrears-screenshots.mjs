// Screenshots + axe-core of /Arrears (Account Locked) against a running app on a fresh database.
// Run from the repo root: node apps/web/scripts/arrears-screenshots.mjs [baseUrl]
// arrears@example.com is shown locked (and refused a declined card) at both widths, then pays at 390 px.
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const nextYear = String(new Date().getFullYear() + 1);

async function check(page, name, width) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `arrears-${name}-${width}.png`), fullPage: true });
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
  const res = await page.request.post(`${base}/api/account/login`, {
    data: { email: 'arrears@example.com', password: 'Fairway2026!' },
  });
  if (!res.ok()) throw new Error(`login ${res.status()}`);
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
    const other = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-GB' });
    const mpage = await other.newPage();
    await mpage.request.post(`${base}/api/account/login`, {
      data: { email: 'member@example.com', password: 'Fairway2026!' },
    });
    await mpage.goto(`${base}/Renew`);
    await mpage.getByRole('switch', { name: 'Renew my membership automatically' }).waitFor();
    await check(mpage, 'renew-no-card', width);
    await other.close();
  }
  await context.close();
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
