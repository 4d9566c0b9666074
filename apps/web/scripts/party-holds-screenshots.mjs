// Screenshots + axe-core of party holds (issue 22 §3) against a running app: the account switch, the
// booker's held booking with its countdown, the buddy's toast with Accept/Decline and the invitations
// screen. Jamie (buddy@example.com) asks to be asked; Alex books them in, once per width, on dates a week
// apart (HOLD_DAYS: the first date's days ahead, 8; another on a reused database). Run from the repo root: node apps/web/scripts/party-holds-screenshots.mjs [baseUrl]
import {
  baseUrl,
  checker,
  dateIn,
  hubConnected,
  launchChromium,
  logIn,
  openPage,
  outDir,
} from './lib/browser.mjs';

const browser = await launchChromium();
const problems = [];
const check = checker(problems, { prefix: 'party-holds-' });

async function signedIn(width, email) {
  const signed = await openPage(browser, problems, width);
  await logIn(signed.page, email);
  return signed;
}

for (const [i, width] of [1280, 390].entries()) {
  const buddy = await signedIn(width, 'buddy@example.com');
  const member = await signedIn(width, 'member@example.com');
  const origin = new URL(baseUrl).origin;
  await buddy.page.request.put(`${baseUrl}/api/account/preferences`, {
    data: { AskBeforeBookingMeIn: true },
    headers: { origin },
  });
  await buddy.page.goto(`${baseUrl}/account/profile`);
  await buddy.page.getByRole('switch', { name: 'Ask me before a buddy books me in' }).waitFor();
  await check(buddy.page, 'account-switch', width);

  // The buddy waits on their dashboard, connected to the hub.
  const live = hubConnected(buddy.page);
  await buddy.page.goto(`${baseUrl}/`);
  await live;

  await member.page.goto(
    `${baseUrl}/booking/clubs/151/15101?Date=${dateIn(Number(process.env.HOLD_DAYS ?? 8) + i * 7)}&Players=2&Juniors=0`,
  );
  await member.page.getByRole('combobox', { name: 'Buddies playing with you' }).focus();
  await member.page.keyboard.press('ArrowDown');
  await member.page.getByRole('option', { name: 'Jamie Clarke' }).click();
  await member.page.keyboard.press('Escape');
  await member.page
    .getByRole('list', { name: 'Available times' })
    .locator('button:not([disabled])')
    .first()
    .click();
  await member.page
    .getByRole('dialog', { name: 'Confirm your booking' })
    .getByRole('button', { name: 'Confirm booking' })
    .click();
  await member.page.getByText('Waiting for your buddies').waitFor();
  await check(member.page, 'booker-countdown', width);

  const toast = buddy.page.locator('.mantine-Notification-root', { hasText: 'would like to book you in' });
  await toast.waitFor();
  await check(buddy.page, 'toast', width);

  await buddy.page.goto(`${baseUrl}/booking/invitations`);
  await buddy.page.getByRole('heading', { name: 'Waiting for your answer' }).waitFor();
  await check(buddy.page, 'invitations', width);
  await buddy.page.getByRole('button', { name: 'Accept' }).click();
  await buddy.page.getByRole('status').filter({ hasText: 'You are booked in' }).waitFor();
  await check(buddy.page, 'invitations-accepted', width);

  await member.page.getByText('Everyone accepted: your party is booked').waitFor({ timeout: 15_000 });
  await check(member.page, 'booker-booked', width);
  await member.page.goto(`${baseUrl}/booking/invitations`);
  await member.page.getByRole('heading', { name: 'Your held bookings' }).waitFor();
  await check(member.page, 'booker-list', width);

  await buddy.page.request.put(`${baseUrl}/api/account/preferences`, {
    data: { AskBeforeBookingMeIn: false },
    headers: { origin },
  });
  await buddy.context.close();
  await member.context.close();
}
await browser.close();
console.log(problems.length ? problems.join('\n') : `party holds: axe clean, screenshots in ${outDir}`);
