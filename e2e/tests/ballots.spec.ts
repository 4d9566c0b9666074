import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { slotList } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const CLUB = 151;
const CHAMPIONSHIP = 15101;
type BallotView = {
  Id: number;
  State: string;
  DrawAt: string;
  Times: string[];
  MyEntry: { Time: string | null } | null;
};

/** The next Saturday whose demo ballot (Championship course, its starts 07:00–09:00) still takes entries. */
async function nextBallotSaturday(request: APIRequestContext): Promise<{ date: string; ballot: BallotView }> {
  for (let d = 1; d <= 14; d++) {
    const date = new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    if (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) continue;
    const res = await request.get(`/api/ballots?clubId=${CLUB}&courseId=${CHAMPIONSHIP}&date=${date}`);
    const [ballot] = (await res.json()) as BallotView[];
    if (ballot?.State === 'Open' && new Date(ballot.DrawAt) > new Date()) return { date, ballot };
  }
  throw new Error('no open demo ballot in the next 14 days');
}

/** axe-core at a desktop and a phone width (the layout differs: the audit table scrolls on a phone). */
async function axeAtBothWidths(page: Page) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Screenshots for review, only when BALLOT_SHOTS_DIR names where (never in an ordinary run). */
async function shots(page: Page, name: string, locator = page.locator('main')) {
  const dir = process.env.BALLOT_SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await locator.screenshot({ path: path.join(dir, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Picks a preferred time as a keyboard user does: the time's chip takes the focus, Space toggles it. */
async function pick(form: Locator, time: string) {
  await form.getByRole('checkbox', { name: time }).focus();
  await form.page().keyboard.press('Space');
  await expect(form.getByRole('checkbox', { name: time })).toBeChecked();
}

/** Resolves once the page's hub connection is up (Socket.IO's connect packet "40" answered). */
const hubConnected = (page: Page) =>
  page
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));

test('a member enters the ballot with a buddy, changes and withdraws; after the draw the audit shows their result', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginViaApi(page, 'member@example.com');
  const { date, ballot } = await nextBallotSaturday(page.request);
  // The window's starts that day (the course's first tee times): a, b, c, d.
  const [a, b, c, d] = ballot.Times as [string, string, string, string];

  const connected = hubConnected(page);
  await page.goto(`/booking/clubs/${CLUB}/${CHAMPIONSHIP}?Date=${date}&Players=1&Juniors=0`);
  const panel = page.getByRole('region', { name: /In the ballot — draw on/ });
  await expect(panel).toBeVisible();
  // The window's slots say so, and cannot be booked directly.
  const inBallot = slotList(page).getByRole('button', { name: new RegExp(`^${a}.*In the ballot — draw on`) });
  await expect(inBallot).toBeDisabled();
  await axeAtBothWidths(page);
  await shots(page, 'panel', panel);
  await shots(page, 'tee-times');

  // Enter by keyboard: the party (2 players, Jamie Clarke), then two times, the second moved up.
  await panel.getByRole('button', { name: 'Enter the ballot' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'Ballot entry' });
  await form.getByLabel('Players').focus();
  await page.keyboard.press('ArrowUp');
  await expect(form.getByLabel('Players')).toHaveValue('2');
  const picker = form.getByLabel('Buddies playing with you');
  await picker.focus();
  // The first arrow opens the list, the next lands on Jamie (the only buddy; the list wraps), Enter picks.
  await page.keyboard.press('ArrowDown');
  // Issue 44 item 16: the open buddy list lies inside a landmark (axe `region`).
  await expect(page.getByRole('option', { name: 'Jamie Clarke' })).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'buddy-list', page.locator('body'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(form.getByText('Jamie Clarke')).toBeVisible();
  await page.keyboard.press('Escape');
  await pick(form, b);
  await pick(form, c);
  const order = form.getByRole('list', { name: 'Your order of preference' });
  await expect(order.getByRole('listitem')).toHaveText([`1. ${b}`, `2. ${c}`]);
  await form.getByRole('button', { name: `Move ${c} up` }).focus();
  await page.keyboard.press('Enter');
  await expect(order.getByRole('listitem')).toHaveText([`1. ${c}`, `2. ${b}`]);
  // The focus stays with the moved time (now first, so on its Move down).
  await expect(form.getByRole('button', { name: `Move ${c} down` })).toBeFocused();
  await axeAtBothWidths(page);
  await shots(page, 'form', panel);
  await form.getByRole('button', { name: 'Enter', exact: true }).focus();
  await page.keyboard.press('Enter');

  const myEntry = panel.getByRole('alert').filter({ hasText: 'My entry' });
  await expect(myEntry).toContainText(`2 players; preferred times: ${c}, ${b}.`);
  await expect(myEntry).toContainText('Playing with Jamie Clarke.');
  await shots(page, 'my-entry', panel);
  // Issue 44 item 16: the My entry panel's title and its Withdraw button read at AA on the pale green.
  await axeAtBothWidths(page);

  // Change it: alone now, the first start then the third.
  await myEntry.getByRole('button', { name: 'Change entry' }).click();
  const change = page.getByRole('form', { name: 'Change ballot entry' });
  await expect(change.getByLabel('Players')).toHaveValue('2');
  await change.getByLabel('Players').fill('1');
  await change.getByRole('button', { name: `Remove ${b}` }).click();
  await pick(change, a);
  await change.getByRole('button', { name: `Move ${a} up` }).click();
  await change.getByRole('button', { name: 'Save changes' }).click();
  await expect(myEntry).toContainText(`1 player; preferred times: ${a}, ${c}.`);
  await expect(myEntry).not.toContainText('Jamie Clarke');

  // Withdraw, then enter again (the entry the draw will take).
  await myEntry.getByRole('button', { name: 'Withdraw my entry' }).click();
  await expect(panel.getByRole('button', { name: 'Enter the ballot' })).toBeVisible();
  await expect(myEntry).toHaveCount(0);
  await panel.getByRole('button', { name: 'Enter the ballot' }).click();
  await pick(form, a);
  await pick(form, d);
  await form.getByRole('button', { name: 'Enter', exact: true }).click();
  await expect(myEntry).toContainText(`1 player; preferred times: ${a}, ${d}.`);

  // Staff run the draw early, through the API.
  await connected;
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await loginViaApi(staffPage, 'staff@example.com');
  const drawn = await staffPage.request.post(`/api/staff/ballots/${ballot.Id}/draw`);
  expect(drawn.status(), await drawn.text()).toBe(200);
  await staff.close();

  // The result arrives live; its toast leads to how the ballot was drawn.
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'You won the ballot' });
  await expect(toast).toBeVisible();
  await shots(page, 'toast', toast);
  const mine = (await (await page.request.get(`/api/ballots/${ballot.Id}`)).json()) as BallotView;
  expect([a, d]).toContain(mine.MyEntry?.Time);
  await toast.getByRole('button', { name: 'See how it was drawn' }).click();
  await expect(page).toHaveURL(new RegExp(`/ballots/${ballot.Id}/audit$`));
  await expect(page.getByRole('heading', { level: 1, name: 'How the ballot was drawn' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Your entry' });
  await expect(row).toHaveCount(1);
  // Place, entry, then the time it got (kept in view on a phone).
  await expect(row.getByRole('cell').nth(2)).toHaveText(mine.MyEntry?.Time ?? '');
  await expect(page.getByTestId('audit-seed')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByText(`node scripts/verify-ballot.mjs`)).toBeVisible();
  await axeAtBothWidths(page);
  await shots(page, 'audit');
});
