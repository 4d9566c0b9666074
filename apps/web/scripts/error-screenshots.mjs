// Screenshots + axe-core of the refusal states a member meets while booking, each told by its error code
// in the reader's words: the tee sheet's notice for an expired member, and a refused booking in the
// confirm dialog (not enough points). Run: node apps/web/scripts/error-screenshots.mjs [baseUrl]
import { baseUrl, checker, dateIn as inDays, launchChromium, openPage, PASSWORD } from './lib/browser.mjs';

const browser = await launchChromium();
const problems = [];
const check = checker(problems, {
  wait: 400,
  tags: null,
  describe: (v) => `${v.id} (${v.nodes.length})`,
});

async function logIn(page, email) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width, { height: 860 });

  await logIn(page, 'expired@example.com');
  await page.goto(`${baseUrl}/booking/clubs/151/15101?Date=${inDays(5)}&Players=1&Juniors=0`);
  await page.getByText('Your membership has expired, please renew to continue your membership.').waitFor();
  await check(page, 'refusal-expired-notice', width);
  await context.clearCookies();

  await logIn(page, 'lowpoints@example.com');
  await page.goto(`${baseUrl}/booking/clubs/151/15101?Date=${inDays(6)}&Players=4&Juniors=0`);
  const slot = page.getByRole('button', { name: /^10:00/ });
  await slot.first().waitFor();
  await check(page, 'refusal-low-points-sheet', width);
  await context.close();
}

await browser.close();
console.log(problems.length ? problems.join('\n') : 'No axe violations, no page errors');
process.exit(problems.length ? 1 : 0);
