// Screenshots + axe-core of the notification bell, its dropdown and a live buddy-request toast (issue 8)
// against a running app on a fresh database. Run from the repo root:
// node apps/web/scripts/notifications-screenshots.mjs [baseUrl]
import { baseUrl, checker, hubConnected, launchChromium, logIn, openPage } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'notifications-', fullPage: false });

for (const [i, width] of [1280, 390].entries()) {
  const { context, page } = await openPage(browser, problems, width, { height: 800 });
  await logIn(page, 'member@example.com');
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await check(page, 'bell', width);
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const dropdown = page.getByRole('dialog', { name: 'Notifications' });
  await dropdown.getByRole('listitem').first().waitFor();
  await check(page, 'dropdown', width);
  await dropdown.getByTestId('notification-scroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await dropdown.getByText('Welcome to Fairway').waitFor();
  await check(page, 'dropdown-scrolled', width);
  await context.close();

  // A live buddy request: the receiver's toast with Accept and Decline, then the confirm dialog.
  const senderEmail = ['expired@example.com', 'newjoiner@example.com'][i];
  const { context: receiverContext, page: receiver } = await openPage(browser, problems, width, {
    height: 800,
  });
  await logIn(receiver, 'rounds@example.com');
  const live = hubConnected(receiver);
  await receiver.goto(`${base}/`);
  await live;
  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await logIn(sender, senderEmail);
  const found = await sender.request.post(`${base}/api/buddies/find`, {
    data: { query: 'rounds@example.com' },
    headers: { origin: base },
  });
  const target = (await found.json()).Buddy.Target;
  const asked = await sender.request.post(`${base}/api/buddies/requests`, {
    data: { Target: target },
    headers: { origin: base },
  });
  if (asked.status() !== 204) problems.push(`request ${asked.status()}`);
  const toast = receiver.locator('.mantine-Notification-root').filter({ hasText: 'New buddy request' });
  await toast.waitFor();
  await check(receiver, 'toast', width);
  await toast.getByRole('button', { name: 'Accept' }).click();
  await receiver.getByRole('dialog').waitFor();
  await check(receiver, 'toast-accept-dialog', width);
  await senderContext.close();
  await receiverContext.close();
}
await browser.close();
console.log(problems.length ? `Problems:\n${problems.join('\n')}` : 'No axe violations, no page errors');
