import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, test } from './fixtures';

const CARD_INVALID =
  "Sorry, that looks like an invalid card. That's usually because the expiry date or CV2 code has been entered incorrectly.";
const CARD_DECLINED = 'Sorry, your card was declined. Please try another card.';
const NEXT_YEAR = String(new Date().getFullYear() + 1);

/** Fills the card form by keyboard alone: Tab from the card number through the fields to Pay. */
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

async function clearCard(page: Page) {
  for (const label of ['Card number', 'Expiry month', 'Expiry year', 'CVC'])
    await page.getByLabel(label).fill('');
}

test.describe('joining: checkout of the first membership', () => {
  test('a new joiner picks a package, is refused a bad card, pays and lands on the dashboard', async ({
    page,
  }) => {
    await loginViaApi(page, 'newjoiner@example.com');
    await page.goto('/');
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    // Squeeze layout: no menu until the first payment is done.
    await expect(page.getByRole('button', { name: /open menu/i })).toHaveCount(0);
    await expect(page.getByText(/joiner fee of £250/)).toBeVisible();
    const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
    await expect(hyde.getByText('£3,200 a year')).toBeVisible();
    // A full package offers the waiting list (an e-mail link) instead of Add to basket.
    const full = page.getByRole('article', { name: 'Villiers Corporate' });
    await expect(full.getByRole('link', { name: 'Join our waiting List' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(full.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // By keyboard: focus Add to basket and press Enter.
    await hyde.getByRole('button', { name: 'Add to basket' }).focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('region', { name: 'Hyde' });
    await expect(item).toBeVisible();
    // Each part of the total on its own line (issue 26 §5).
    await expect(item.getByText('Joiner fee', { exact: true })).toBeVisible();
    await expect(item.getByText('£250', { exact: true })).toBeVisible();
    await expect(item.getByText('£3,450')).toBeVisible();
    await expectNoAxeViolations(page);

    // An unknown promo code is refused with the catalogue's text.
    await item.getByLabel('Promo code').fill('EXPIRED5');
    await item.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert')).toContainText('Sorry, that promo code is not valid.');

    // A card failing the Luhn check reads as §8's invalid-card text, verbatim; a decline as its own.
    await payByKeyboard(page, '4242424242424241');
    await expect(page.getByRole('alert').filter({ hasText: CARD_INVALID })).toBeVisible();
    await clearCard(page);
    await payByKeyboard(page, '4000000000000002');
    await expect(page.getByRole('alert').filter({ hasText: CARD_DECLINED })).toBeVisible();
    await expectNoAxeViolations(page);

    await clearCard(page);
    await payByKeyboard(page, '4242424242424242');
    await expect(page).toHaveURL(/\/Welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(page).toHaveTitle(/Payment Successful/);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Welcome.*Riley/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /open menu/i })).toBeVisible();
    const summary = await (await page.request.get('/api/member/summary')).json();
    expect(summary.CompletedFirstPayment).toBe(true);
    expect(summary.HomePoints).toBe(800);
    await expect(page.getByText('800').first()).toBeVisible();
  });
});

test.describe('topping up', () => {
  test('a member tops up Open Play points and sees the new balance in the top bar', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    const before = (await (await page.request.get('/api/member/points')).json()) as { flexiPoints: number };
    await page.goto('/Topup');
    const openPlay = page.getByRole('region', { name: 'Open Play points' });
    const articles = openPlay.getByRole('article');
    await expect(articles).toHaveCount(3);
    // Ascending by points (member-area §9).
    expect(await articles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
      '25 Open Play points',
      '50 Open Play points',
      '100 Open Play points',
    ]);
    await expectNoAxeViolations(page);

    await openPlay
      .getByRole('article', { name: '25 Open Play points' })
      .getByRole('button', { name: 'Add to basket' })
      .click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(page.getByRole('region', { name: '25 Open Play points' })).toBeVisible();
    await payByKeyboard(page, '4242424242424242');
    await expect(page).toHaveURL(/\/TopupComplete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top-up Successful' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(`${before.flexiPoints + 25} Open Play points`);
    await expectNoAxeViolations(page);
  });
});

test.describe('a card that asks for an extra authentication step', () => {
  test('is confirmed on the checkout screen, then the top-up completes', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    const put = await page.request.put('/api/checkout/basket', { data: { BundleId: 5005, PromoCode: null } });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto('/Checkout');
    await payByKeyboard(page, '4000002760003184');
    const step = page.getByRole('region', { name: 'Confirm with your bank' });
    await expect(step).toBeVisible();
    await expectNoAxeViolations(page);
    await step.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/TopupComplete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top-up Successful' })).toBeVisible();
  });
});

test.describe('the basket dropdown', () => {
  test('adding a package on the Renew tab opens the Basket; Remove empties it; Checkout leads on', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    await page.goto('/Renew');
    const basketButton = page.getByRole('banner').getByRole('button', { name: /^Basket/ });
    await basketButton.click();
    const dropdown = page.getByRole('dialog', { name: 'Basket' });
    await expect(dropdown.getByText('Empty', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(basketButton).toBeFocused();

    const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
    await hyde.getByRole('button', { name: 'Add to basket' }).click();
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByText('Hyde')).toBeVisible();
    // The package now shows as in the basket (its bundle id matches the basket's).
    await expect(hyde.getByText('In your basket')).toBeVisible();
    await expectNoAxeViolations(page);

    await dropdown.getByRole('button', { name: 'Remove' }).click();
    await expect(dropdown.getByText('Empty', { exact: true })).toBeVisible();
    await expect(hyde.getByRole('button', { name: 'Add to basket' })).toBeVisible();

    await hyde.getByRole('button', { name: 'Add to basket' }).click();
    await dropdown.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(dropdown).toBeHidden();
    await expect(page.getByRole('region', { name: 'Hyde' })).toBeVisible();
    await page.request.delete('/api/checkout/basket');
  });
});

test.describe('the packages page', () => {
  test('shows a club’s packages at /packages/{clubName}/{clubId} and /packages/{clubId}', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    await page.goto('/packages/151');
    await expect(page.getByRole('heading', { level: 1, name: /packages/ })).toBeVisible();
    await page.goto('/packages/Foxhill%20Heath%20Golf%20Club/151');
    const villiers = page.getByRole('article', { name: 'Villiers', exact: true });
    await villiers.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('dialog', { name: 'Basket' }).getByText('Villiers')).toBeVisible();
    await expect(villiers.getByText('In your basket')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.request.delete('/api/checkout/basket');
  });
});

test.describe('a club with checkout disabled', () => {
  test('offers nothing to buy: no Renew or Top-up tab, no basket, even at /Topup and /Renew', async ({
    page,
  }) => {
    await loginViaApi(page, 'rounds@example.com');
    for (const tab of ['/Topup', '/Renew']) {
      await page.goto(tab);
      await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Renew' })).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Top-up' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Basket/ })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
      await expect(page.getByText('Automatic renewal')).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
  });
});
