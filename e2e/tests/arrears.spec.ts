import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const NEXT_YEAR = String(new Date().getFullYear() + 1);

test.describe('arrears: a failed automatic renewal locks the account until paid', () => {
  test('the Account Locked screen fits a 390 px phone, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginViaApi(page, 'arrears@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/Arrears$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Locked' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay £3,200' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
    await expectNoAxeViolations(page);
  });

  test('arrears@example.com is held on /Arrears (Account Locked), pays by keyboard and reaches the dashboard', async ({
    page,
  }) => {
    await loginViaApi(page, 'arrears@example.com');
    // Every login-required route leads to /Arrears.
    for (const path of ['/', '/Renew', '/booking/clubs']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/Arrears$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Account Locked' })).toBeVisible();
    await expect(page).toHaveTitle(/Account Locked/);
    const due = page.getByRole('region', { name: 'Amount due' });
    await expect(due.getByText('£3,200')).toBeVisible();
    await expect(due.getByText('Hyde membership, 12 months')).toBeVisible();
    // Squeeze layout: no menu while locked.
    await expect(page.getByRole('button', { name: /open menu/i })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // A declined card keeps the account locked.
    await page.getByLabel('Card number').fill('4000000000000002');
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(NEXT_YEAR);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay £3,200' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Sorry, your card was declined. Please try another card.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/Arrears$/);
    await expectNoAxeViolations(page);

    // By keyboard: the success card, saved for automatic renewal.
    await page.getByLabel('Save my card for automatic renewal').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Save my card for automatic renewal')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Card number')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4242 4242 4242 4242');
    for (const label of ['Expiry month', 'Expiry year', 'CVC']) {
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(label)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pay £3,200' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Locked' })).toHaveCount(0);
    // The dashboard itself, not the skeleton before it: axe checks the screen the member reaches.
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expectNoAxeViolations(page);
    const subscription = await page.request.get('/api/payment/subscription');
    expect(await subscription.json()).toMatchObject({
      Status: 'Active',
      AutoRenewOn: true,
      CardLast4: '4242',
    });
    // Unlocked: other routes open again. The saved card keeps automatic renewal on; it can be switched.
    await page.goto('/Renew');
    await expect(page).toHaveURL(/\/Renew$/);
    const autoRenew = page.getByRole('region', { name: 'Automatic renewal' });
    const toggle = autoRenew.getByRole('switch', { name: 'Renew my membership automatically' });
    await expect(toggle).toBeChecked();
    await expect(autoRenew.getByText(/card ending 4242/)).toBeVisible();
    await expectNoAxeViolations(page);
    await toggle.focus();
    await page.keyboard.press('Space');
    // The switch follows at once; the server has it once the request lands (aria-busy clears).
    const saved = async () =>
      (await (await page.request.get('/api/payment/subscription')).json()).AutoRenewOn;
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    expect(await saved()).toBe(false);
    // Three quick presses: the last one wins, on screen and on the server.
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'false');
    expect(await saved()).toBe(true);
  });
});
