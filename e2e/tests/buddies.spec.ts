import type { Locator, Page } from '@playwright/test';
import { daysAhead } from './booking-helpers';
import { expect, expectNoAxeViolations, loginViaApi, signedInPage, test } from './fixtures';

const NOT_FOUND = "Sorry, we couldn't find anyone using that share code or email address.";

/** axe-core measures colours mid-transition; wait until every open dialog has faded fully in (or out). */
async function expectAxeCleanWhenSettled(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('.mantine-Modal-content, .mantine-Modal-overlay')].every(
          (el) => getComputedStyle(el).opacity === '1',
        ),
      ),
    )
    .toBe(true);
  await expectNoAxeViolations(page);
}

/** Presses Tab until `target` has the focus (at most `max` presses): proof it is reachable by keyboard. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Resolves once the page's hub connection is up (Socket.IO's connect packet "40" answered). */
const hubConnected = (page: Page) =>
  page
    .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
    .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));

const homePoints = async (page: Page) =>
  ((await (await page.request.get('/api/member/points')).json()) as { homePoints: number }).homePoints;

test.describe('buddies', () => {
  test('member finds buddy by share code, buddy accepts, member books them in, buddy pays and sees it', async ({
    browser,
  }) => {
    const { context: memberContext, page: member } = await signedInPage(browser, 'member@example.com');
    const { context: buddyContext, page: buddy } = await signedInPage(browser, 'buddy@example.com');

    // The buddy reads their share code off their own screen, and stays there, connected to the hub.
    const buddyOnBuddies = hubConnected(buddy);
    await buddy.goto('/Buddies');
    await expect(buddy.getByRole('heading', { name: 'My Buddies' })).toBeVisible();
    await buddyOnBuddies;
    const code = (await buddy.getByTestId('share-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // Demo data makes them buddies already: the member removes Jamie first (generic confirm dialog).
    await member.goto('/Buddies');
    await expect(member.getByRole('tab', { name: /Requests/ })).toBeVisible();
    await expectAxeCleanWhenSettled(member);
    // By keyboard: Tab from the sub-menu bar to Remove, Enter; Tab inside the dialog to Confirm, Enter.
    await member.getByRole('tab', { name: 'Buddies' }).focus();
    await tabTo(member, member.getByRole('button', { name: 'Remove Jamie Clarke' }));
    await member.keyboard.press('Enter');
    const removeDialog = member.getByRole('dialog', { name: 'Remove Buddy' });
    await expect(removeDialog).toBeVisible();
    await expectAxeCleanWhenSettled(member);
    await tabTo(member, removeDialog.getByRole('button', { name: 'Confirm' }));
    await member.keyboard.press('Enter');
    await expect(member.getByText('You have no buddies yet.', { exact: false })).toBeVisible();

    // Find by keyboard alone: Find is disabled while empty; a wrong code shows the catalogue text.
    await member.getByRole('button', { name: 'Find a Buddy' }).focus();
    await member.keyboard.press('Enter');
    const find = member.getByRole('dialog', { name: 'Find a buddy' });
    const input = find.getByLabel('Share code or email address');
    await expect(input).toBeFocused();
    await expect(find.getByRole('button', { name: 'Find', exact: true })).toBeDisabled();
    await expectAxeCleanWhenSettled(member);
    await member.keyboard.type('ZZZZ-ZZZZ');
    await member.keyboard.press('Enter');
    await expect(find.getByText(NOT_FOUND)).toBeVisible();
    await expectAxeCleanWhenSettled(member);
    await input.fill('');
    await member.keyboard.type(code.toLowerCase());
    await member.keyboard.press('Enter');
    await expect(find.getByText('Jamie Clarke', { exact: true })).toBeVisible();
    await expect(find.getByText('Do not accept requests from people you do not know.')).toBeVisible();
    await expectAxeCleanWhenSettled(member);
    const confirm = find.getByRole('button', { name: 'Confirm' });
    await confirm.focus();
    await member.keyboard.press('Enter');
    await expect(find).toBeHidden();
    await member.getByRole('tab', { name: 'Pending' }).click();
    await expect(member.getByRole('tabpanel').getByText('Jamie Clarke')).toBeVisible();

    // The buddy, already on their buddies screen, is told live: a toast, and the badge rises without a reload.
    const toast = buddy.locator('.mantine-Notification-root').filter({ hasText: 'New buddy request' });
    await expect(toast).toContainText('Alex Morgan would like to be your buddy.');
    await expect(buddy.getByRole('link', { name: 'Buddies: 1 request waiting' })).toBeVisible();
    // Accept from the toast, by keyboard, before it closes itself (10 s).
    await toast.getByRole('button', { name: 'Accept' }).focus();
    await buddy.keyboard.press('Enter');
    const accept = buddy.getByRole('dialog', { name: 'Accept Buddy request' });
    await expect(
      accept.getByText('Are you sure you want to accept this buddy invitation from Alex Morgan?'),
    ).toBeVisible();
    await expectAxeCleanWhenSettled(buddy);
    await accept.getByRole('button', { name: 'Accept' }).focus();
    await buddy.keyboard.press('Enter');
    await expect(accept).toBeHidden();
    // By keyboard along the sub-menu bar: the Requests tab is empty now, and the member is a buddy.
    await buddy.getByRole('tab', { name: 'Buddies' }).focus();
    await buddy.keyboard.press('ArrowRight');
    await expect(buddy.getByRole('tab', { name: /Requests/ })).toHaveAttribute('aria-selected', 'true');
    await expect(buddy.getByText('No requests are waiting for you.')).toBeVisible();
    await buddy.getByRole('tab', { name: 'Buddies' }).click();
    await expect(buddy.getByRole('tabpanel').getByText('Alex Morgan')).toBeVisible();
    await expect(buddy.getByRole('link', { name: 'Buddies: 0 requests waiting' })).toBeVisible();

    // The buddy waits on their dashboard, connected to the hub, while the member books them in.
    const buddyLive = hubConnected(buddy);
    await buddy.goto('/');
    await buddyLive;

    // The member books a tee time with the buddy, by keyboard alone; the confirm step shows who pays.
    const buddyBefore = await homePoints(buddy);
    await member.goto(`/booking/clubs/151/15101?Date=${daysAhead(7)}&Players=2&Juniors=0`);
    const picker = member.getByRole('combobox', { name: 'Buddies playing with you' });
    await picker.focus();
    // The picker opens on ArrowDown; the highlighted option is picked with Enter.
    await member.keyboard.press('ArrowDown');
    await expect(member.getByRole('option', { name: 'Jamie Clarke' })).toBeVisible();
    await member.keyboard.press('ArrowDown');
    await member.keyboard.press('Enter');
    await member.keyboard.press('Escape');
    await expect(member.getByRole('option', { name: 'Jamie Clarke' })).toBeHidden();
    await expect(
      picker.locator('xpath=ancestor::*[contains(@class,"mantine-MultiSelect-root")]'),
    ).toContainText('Jamie Clarke');
    // The slot list is one tab stop; Enter books the focused slot.
    const slots = member.getByRole('list', { name: 'Available times' });
    const firstSlot = slots.locator('button[tabindex="0"]');
    await tabTo(member, firstSlot);
    await member.keyboard.press('Enter');
    const dialog = member.getByRole('dialog', { name: 'Confirm your booking' });
    await expect(dialog.getByText('Who pays')).toBeVisible();
    await expect(dialog.getByText(/^Jamie Clarke: \d+ points$/)).toBeVisible();
    await expectAxeCleanWhenSettled(member);
    await tabTo(member, dialog.getByRole('button', { name: 'Request booking' }));
    await member.keyboard.press('Enter');
    const success = member
      .getByRole('status')
      .filter({ hasText: /Your booking is made|Your booking request has been sent/ });
    await expect(success).toBeVisible();
    const ref = (await success.textContent())?.match(/booking code is (\w+)\./)?.[1];
    expect(ref).toBeTruthy();

    // The buddy's points dropped by their share, and the booking is on the buddy's dashboard.
    const upcoming = (await (await buddy.request.get('/api/bookings/upcoming')).json()) as {
      BookingRef: string;
      Cost: number;
      CourseName: string;
    }[];
    const booked = upcoming.find((b) => b.BookingRef === ref);
    expect(booked).toBeDefined();
    expect(await homePoints(buddy)).toBeLessThan(buddyBefore);
    // Told live, and the dashboard refreshed itself: no reload.
    const bookedIn = buddy
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Alex Morgan booked you into' });
    await expect(bookedIn).toBeVisible();
    await expect(buddy.getByText(`${await homePoints(buddy)} Home points`).first()).toBeVisible();
    await expect(buddy.getByRole('article', { name: booked?.CourseName ?? '' }).first()).toBeVisible();
    // The bell's dropdown, opened by keyboard, lists it; opening it marks everything read; Escape closes it
    // and gives the focus back to the bell.
    const bell = buddy.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await bell.focus();
    await buddy.keyboard.press('Enter');
    const dropdown = buddy.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByRole('heading', { name: 'Notifications' })).toBeFocused();
    const item = dropdown.getByText(/Alex Morgan booked you into .*, using your points\./).first();
    await expect(item).toBeVisible();
    const readBell = buddy.getByRole('button', { name: 'Notifications', exact: true });
    await expect(readBell).toBeVisible();
    // Its items are reachable by Tab (a booking leads to the dashboard).
    await tabTo(buddy, dropdown.getByRole('link').first(), 3);
    await buddy.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(readBell).toBeFocused();

    await memberContext.close();
    await buddyContext.close();
  });

  test('a failed decline keeps the dialog open without a message; cancelling a request asks first', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/Buddies');
    await page.getByRole('tab', { name: /Requests/ }).click();
    await page.route('**/api/buddies/requests/*/decline', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"INTERNAL","message":"x"}',
      }),
    );
    await page.getByRole('button', { name: 'Decline the request from Sam Patel' }).click();
    const decline = page.getByRole('dialog', { name: 'Decline Buddy request' });
    await expect(
      decline.getByText('Are you sure you want to decline your buddy request from Sam Patel?'),
    ).toBeVisible();
    await expectAxeCleanWhenSettled(page);
    await decline.getByRole('button', { name: 'Decline' }).click();
    // Any status other than 204: the spinner stops and the dialog stays open, with no message.
    await expect(decline).toBeVisible();
    await expect(decline.getByRole('alert')).toHaveCount(0);
    await decline.getByRole('button', { name: 'Back' }).click();
    await expect(decline).toBeHidden();
    await page.getByRole('tab', { name: 'Pending' }).click();
    await page.getByRole('button', { name: /^Cancel the request to/ }).click();
    await expect(page.getByRole('dialog', { name: 'Cancel buddy request' })).toBeVisible();
    await expectAxeCleanWhenSettled(page);
  });
});
