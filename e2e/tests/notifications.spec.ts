import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, signedInPage, test } from './fixtures';
import { post, unreadCount } from './notifications-helpers';

test.describe('notifications', () => {
  test('a buddy request arrives live as a toast; accepting from the toast opens the confirm dialog', async ({
    browser,
  }) => {
    const { context: senderContext, page: sender } = await signedInPage(browser, 'lowpoints@example.com');
    const { context: receiverContext, page: receiver } = await signedInPage(browser, 'buddy@example.com');
    // Both pages' hub connections are up (Socket.IO's connect packet "40" answered) before anything is sent.
    const connected = (page: Page) =>
      page
        .waitForEvent('websocket', (ws) => ws.url().includes('/signalr/notificationHub'))
        .then((ws) => ws.waitForEvent('framereceived', (f) => String(f.payload).startsWith('40')));
    const live = Promise.all([connected(sender), connected(receiver)]);
    await sender.goto('/');
    await receiver.goto('/');
    await live;
    await expect(receiver.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    const countBefore = await unreadCount(receiver);

    const found = await post(sender, '/api/buddies/find', { query: 'buddy@example.com' });
    const target = ((await found.json()) as { Buddy: { Target: string } }).Buddy.Target;
    const asked = await post(sender, '/api/buddies/requests', { Target: target });
    expect(asked.status()).toBe(204);

    const toast = receiver.locator('.mantine-Notification-root').filter({ hasText: 'New buddy request' });
    await expect(toast).toBeVisible();
    // The pointer rests on the toast, as a reader's does: it stays while hovered (it closes itself after
    // 10 s otherwise, which a scan on a loaded machine can outlast).
    await toast.hover();
    await expect(toast).toContainText('Sam Patel would like to be your buddy.');
    // The bell's count rose without a reload.
    await expect(
      receiver.getByRole('button', { name: `Notifications, ${countBefore + 1} unread` }),
    ).toBeVisible();
    await expectNoAxeViolations(receiver);

    // Accept from the toast by keyboard: the buddies feature's confirm dialog, named by the first two words.
    await toast.getByRole('button', { name: 'Accept' }).focus();
    await receiver.keyboard.press('Enter');
    await expect(toast).toBeHidden();
    const dialog = receiver.getByRole('dialog', { name: 'Accept Buddy request' });
    await expect(
      dialog.getByText('Are you sure you want to accept this buddy invitation from Sam Patel?'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept' }).focus();
    // The dialog gives way to a spinner while the call runs: the answer is the call's, not the dialog's going.
    const accepted = receiver.waitForResponse(
      (r) => r.url().includes('/api/buddies/') && r.request().method() !== 'GET',
    );
    await receiver.keyboard.press('Enter');
    expect((await accepted).status()).toBe(204);
    await expect(dialog).toBeHidden();
    const buddies = (await (await receiver.request.get('/api/buddies')).json()) as { name?: string }[];
    expect(JSON.stringify(buddies)).toContain('Sam Patel');

    // The sender is told live that the request was accepted.
    await expect(
      sender.locator('.mantine-Notification-root').filter({ hasText: 'Buddy request accepted' }),
    ).toBeVisible();
    await senderContext.close();
    await receiverContext.close();
  });

  test('the bell lists 15 a page, loads more near the bottom, marks all read on opening; keyboard', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.goto('/');
    const unread = await unreadCount(page);
    expect(unread).toBeGreaterThan(0);
    const bell = page.getByRole('button', { name: `Notifications, ${unread} unread` });
    await expect(bell).toBeVisible();

    // Keyboard: Enter opens, the title takes focus, Escape closes and gives focus back to the bell.
    await bell.focus();
    await page.keyboard.press('Enter');
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('heading', { name: 'Notifications' })).toBeFocused();
    const items = dropdown.getByRole('listitem');
    await expect(items).toHaveCount(15);
    await expect(dropdown.getByText('Password changed')).toBeVisible();
    await expect(dropdown.getByText(/^\d+ (second|minute|hour|day|month|year)s? ago$/).first()).toBeVisible();
    // Opening set the count to zero and marked everything read.
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
    await expect.poll(() => unreadCount(page)).toBe(0);
    const scroller = dropdown.getByTestId('notification-scroller');
    expect(await scroller.evaluate((el) => el.getBoundingClientRect().height)).toBeLessThanOrEqual(340);
    await expectNoAxeViolations(page);

    // Scrolling to 5 px from the bottom loads the next page; it is short, so the list ends there.
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect.poll(() => items.count()).toBeGreaterThan(15);
    const total = await items.count();
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(dropdown.getByText('Welcome to Fairway')).toBeVisible();
    expect(await items.count()).toBe(total);

    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

    // An item goes to its type's destination: a booking notification to the dashboard.
    await page.goto('/Buddies');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await dropdown
      .getByRole('link', { name: /Booking confirmed/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(dropdown).toBeHidden();
  });

  test('a member with no notifications sees No notifications', async ({ page }) => {
    await loginViaApi(page, 'rounds@example.com');
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByText('No notifications')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
