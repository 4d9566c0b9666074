// Screenshots + axe-core of the notification bell, its dropdown and a live buddy-request toast (issue 8)
// against a running app on a fresh database. Run from the repo root:
// node apps/web/scripts/notifications-screenshots.mjs [baseUrl]
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { baseUrl, launchChromium, outDir } from './lib/browser.mjs';

const base = baseUrl;
const browser = await launchChromium();
const problems = [];

async function check(page, name, width) {
  await page.waitForTimeout(500);
  await page.screenshot({ path: join(outDir, `notifications-${name}-${width}.png`) });
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

/** Resolves once the page's hub connection is acknowledged (Socket.IO connect packet "40"). */
const hubConnected = (page) =>
  page
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));

for (const [i, width] of [1280, 390].entries()) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-GB' });
  const page = await context.newPage();
  page.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  await login(page, 'member@example.com');
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
  const receiverContext = await browser.newContext({ viewport: { width, height: 800 }, locale: 'en-GB' });
  const receiver = await receiverContext.newPage();
  receiver.on('pageerror', (e) => problems.push(`pageerror ${e.message}`));
  await login(receiver, 'rounds@example.com');
  const live = hubConnected(receiver);
  await receiver.goto(`${base}/`);
  await live;
  const senderContext = await browser.newContext();
  const sender = await senderContext.newPage();
  await login(sender, senderEmail);
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
