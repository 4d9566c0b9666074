import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const NEXT_YEAR = String(new Date().getFullYear() + 1);

type Summary = { MembershipExpires: string | null; HomePoints: number };
const summaryOf = async (page: Page) =>
  (await (await page.request.get('/api/member/summary')).json()) as Summary;

/** The member card's date form, `Do MMMM YYYY` (member-area §9), e.g. `5th March 2027`. */
function cardDate(iso: string): string {
  const d = new Date(iso);
  const day = d.getDate();
  const suffix =
    day % 10 === 1 && day !== 11
      ? 'st'
      : day % 10 === 2 && day !== 12
        ? 'nd'
        : day % 10 === 3 && day !== 13
          ? 'rd'
          : 'th';
  const month = d.toLocaleString('en-GB', { month: 'long' });
  return `${day}${suffix} ${month} ${d.getFullYear()}`;
}

async function payByKeyboard(page: Page, number: string) {
  await page.getByLabel('Card number').focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await page.keyboard.type(NEXT_YEAR);
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^Pay / })).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('renewal cooling-off', () => {
  test('a member renews with the sandbox card, then cancels the renewal and sees the renewal date back', async ({
    page,
  }) => {
    await loginViaApi(page, 'lowpoints@example.com');
    await page.request.delete('/api/checkout/basket');
    const before = await summaryOf(page);
    expect(before.MembershipExpires).not.toBeNull();

    await page.goto('/Renew');
    await expect(page.getByRole('button', { name: 'Cancel renewal' })).toHaveCount(0);
    await page
      .getByRole('article', { name: 'Hyde', exact: true })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await page.getByRole('dialog', { name: 'Basket' }).getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await payByKeyboard(page, '4242424242424242');
    // A renewal has its own confirmation page, with the membership's new end date (issue 26 §3).
    await expect(page).toHaveURL(/\/RenewalComplete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Renewal Successful' })).toBeVisible();
    await expect(page.getByText(/^Your membership now runs until /)).toBeVisible();
    await expectNoAxeViolations(page);
    // Paid: the balances in the top bar include the renewal's Home points.
    await expect(page.getByRole('banner')).toContainText(`${before.HomePoints + 800} Home points`);
    const renewed = await summaryOf(page);
    expect(renewed.MembershipExpires).not.toBe(before.MembershipExpires);
    expect(renewed.HomePoints).toBe(before.HomePoints + 800);

    await page.goto('/');
    await expect(page.getByText(cardDate(renewed.MembershipExpires!)).first()).toBeVisible();
    await page.goto('/Renew');
    const cancel = page.getByRole('button', { name: 'Cancel renewal' });
    await expect(cancel).toBeVisible();
    await expect(page.getByText(/You renewed Hyde on .+ You can cancel this renewal until/)).toBeVisible();
    await expectNoAxeViolations(page);

    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel renewal' });
    await expect(dialog).toContainText('refunds take 3-5 working days');
    await expect(dialog).toContainText('£3,200 will be refunded to your card');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancel renewal' }).click();

    const done = page.getByRole('status').filter({ hasText: 'Renewal cancelled' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(
      `Your membership renews on ${cardDate(before.MembershipExpires!)} again`,
    );
    await expect(dialog).toBeHidden();
    // The summary refreshed: the top bar's balance is back.
    await expect(page.getByRole('banner')).toContainText(`${before.HomePoints} Home points`);
    const after = await summaryOf(page);
    expect(after.MembershipExpires).toBe(before.MembershipExpires);
    expect(after.HomePoints).toBe(before.HomePoints);
    await expect(page.getByRole('button', { name: 'Cancel renewal' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The member card on the dashboard shows the renewal date of before.
    await page.getByRole('tab', { name: 'Dashboard' }).click();
    await expect(page.getByText(cardDate(before.MembershipExpires!)).first()).toBeVisible();

    // The receipt's notification is listed and counted.
    const list = (await (await page.request.get('/api/notifications')).json()) as {
      type: number;
      object: { Title: string };
    }[];
    expect(list[0]).toMatchObject({ type: 5, object: { Title: 'Payment Successful' } });
  });
});
