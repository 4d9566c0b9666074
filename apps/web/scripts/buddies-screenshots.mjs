// Screenshots + axe-core of the buddies screen and its dialogs (issue 8) against a running app on a fresh
// database. Run from the repo root: node apps/web/scripts/buddies-screenshots.mjs [baseUrl]
import { baseUrl, checker, dateIn, launchChromium, logIn, openPage, outDir } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'buddies-', wait: 400 });

for (const width of [1280, 390]) {
  const { context, page } = await openPage(browser, problems, width);
  await logIn(page, 'member@example.com');
  await page.goto(`${base}/Buddies`);
  await page.getByRole('heading', { name: 'My Buddies' }).waitFor();
  await check(page, 'list', width);

  await page.getByRole('tab', { name: /Requests/ }).click();
  await check(page, 'requests', width);
  await page.getByRole('button', { name: /^Accept the request/ }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'accept-dialog', width);
  await page.getByRole('button', { name: 'Close', exact: true }).first().click();
  await page.getByRole('button', { name: /^Decline the request/ }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'decline-dialog', width);
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByRole('tab', { name: 'Pending' }).click();
  await check(page, 'pending', width);
  await page.getByRole('button', { name: /^Cancel the request/ }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'cancel-dialog', width);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();

  await page.getByRole('button', { name: 'Find a Buddy' }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'find-empty', width);
  await page.getByLabel('Share code or email address').fill('ZZZZ-ZZZZ');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByText("Sorry, we couldn't find anyone").waitFor();
  await check(page, 'find-not-found', width);
  await page.getByLabel('Share code or email address').fill('expired@example.com');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await page.getByRole('button', { name: 'Confirm' }).waitFor();
  await check(page, 'find-found', width);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The tee-time screen with a buddy picked, and its confirm step (not confirmed: nothing is booked).
  const date = dateIn(8);
  await page.goto(`${base}/booking/clubs/151/15101?Date=${date}&Players=3&Juniors=0`);
  const picker = page.getByRole('combobox', { name: 'Buddies playing with you' });
  await picker.focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Jamie Clarke' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('list', { name: 'Available times' }).locator('button:enabled').first().waitFor();
  await check(page, 'teetimes-picker', width);
  await page.getByRole('list', { name: 'Available times' }).locator('button:enabled').first().click();
  await page.getByText('Who pays').waitFor();
  await check(page, 'teetimes-confirm', width);
  await context.close();
}

await browser.close();
console.log(problems.length ? problems.join('\n') : 'axe: no violations');
console.log(`screenshots in ${outDir}`);
process.exit(problems.length ? 1 : 0);
