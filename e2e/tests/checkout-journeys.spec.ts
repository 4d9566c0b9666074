import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, loginViaApi, loginViaForm, test } from './fixtures';

const NEXT_YEAR = String(new Date().getFullYear() + 1);
const THREE_DS_CARD = '4000002760003184';

/** Presses Tab (at most `max` times) until `target` has the focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** No horizontal scrolling at the page's width (the 390 px check). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The bundle id of a club 151 top-up, as the packages API lists it. */
async function topUpBundle(page: Page, kind: 'HomePackages' | 'AwayPackages') {
  const res = await page.request.get('/api/checkout/packages');
  const body = (await res.json()) as Record<string, { BundleId: number }[]>;
  return body[kind]![0]!.BundleId;
}

async function payWithThreeDs(page: Page, bundleId: number): Promise<string> {
  const put = await page.request.put('/api/checkout/basket', {
    data: { BundleId: bundleId, PromoCode: null, NewClubId: null, Extra: null },
  });
  expect(put.status(), await put.text()).toBe(200);
  const pay = await page.request.post('/api/checkout/pay', {
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    data: { Card: { Number: THREE_DS_CARD, ExpMonth: 12, ExpYear: Number(NEXT_YEAR), Cvc: '123' } },
  });
  expect(pay.status(), await pay.text()).toBe(202);
  return ((await pay.json()) as { PaymentId: string }).PaymentId;
}

test.describe('a purchase by keyboard alone', () => {
  for (const width of [1280, 390]) {
    test(`member@example.com tops up Open Play points with Tab, arrows, Enter and typing (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginViaApi(page, 'member@example.com');
      await page.request.delete('/api/checkout/basket');
      const before = (await (await page.request.get('/api/member/points')).json()) as { flexiPoints: number };
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
      await expectNoAxeViolations(page);

      // The tab list: Tab reaches the selected tab, the arrow keys move to Top-up and open it.
      const tabs = page.getByRole('tablist');
      await tabTo(page, tabs.getByRole('tab', { name: 'Dashboard' }));
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(page).toHaveURL(/\/Topup$/);
      const openPlay = page.getByRole('region', { name: 'Open Play points' });
      const add = openPlay
        .getByRole('article', { name: '25 Open Play points' })
        .getByRole('button', { name: 'Add to basket' });
      await expect(add).toBeVisible();
      await expectNoAxeViolations(page);
      await tabTo(page, add, 120);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/Checkout$/);
      await expect(page.getByRole('region', { name: '25 Open Play points' })).toBeVisible();
      await expectNoAxeViolations(page);
      await tabTo(page, page.getByLabel('Card number'));
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('12');
      await page.keyboard.press('Tab');
      await page.keyboard.type(NEXT_YEAR);
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: /^Pay / })).toBeFocused();
      await expectNoHorizontalOverflow(page);
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/TopupComplete$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Top-up Successful' })).toBeVisible();
      const after = (await (await page.request.get('/api/member/points')).json()) as { flexiPoints: number };
      expect(after.flexiPoints).toBe(before.flexiPoints + 25);
      await expectNoAxeViolations(page);
      await expectNoHorizontalOverflow(page);
      await tabTo(page, page.getByRole('link', { name: 'Go to your dashboard' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe('/PaymentProcessing', () => {
  test('after the extra authentication step it shows while the payment is confirmed, then leads on', async ({
    page,
  }) => {
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    const bundleId = await topUpBundle(page, 'HomePackages');
    await page.request.put('/api/checkout/basket', {
      data: { BundleId: bundleId, PromoCode: null, NewClubId: null, Extra: null },
    });
    await page.goto('/Checkout');
    await page.getByLabel('Card number').fill(THREE_DS_CARD);
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill(NEXT_YEAR);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Pay / }).press('Enter');
    const step = page.getByRole('region', { name: 'Confirm with your bank' });
    // Hold the first answer about the payment, so the processing screen can be seen and checked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/checkout/payments/*', async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await step.getByRole('button', { name: 'Confirm payment' }).press('Enter');
    await expect(page).toHaveURL(/\/PaymentProcessing\?payment=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Processing your payment' })).toBeVisible();
    await expect(page).toHaveTitle(/Payment Processing/);
    // Squeeze layout only before the first payment: this member keeps the menu.
    await expectNoAxeViolations(page);
    release();
    await expect(page).toHaveURL(/\/TopupComplete$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top-up Successful' })).toBeVisible();
  });

  test('a payment that did not go through leads back to /Checkout with its text', async ({ page }) => {
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    const waiting = await payWithThreeDs(page, await topUpBundle(page, 'HomePackages'));
    // Changing the basket cancels the payment that waited for its extra step.
    const other = await topUpBundle(page, 'AwayPackages');
    await page.request.put('/api/checkout/basket', {
      data: { BundleId: other, PromoCode: null, NewClubId: null, Extra: null },
    });
    await page.goto(`/PaymentProcessing?payment=${waiting}`);
    await expect(page).toHaveURL(/\/Checkout$/);
    await expect(
      page.getByRole('alert').filter({
        hasText: 'This payment was cancelled because your basket changed. Please pay again.',
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.request.delete('/api/checkout/basket');
  });

  test('a payment still waiting after every attempt says so: we will e-mail', async ({ page }) => {
    await page.clock.install();
    await loginViaApi(page, 'member@example.com');
    await page.request.delete('/api/checkout/basket');
    const waiting = await payWithThreeDs(page, await topUpBundle(page, 'HomePackages'));
    const answered = () => page.waitForResponse((r) => r.url().includes(`/api/checkout/payments/${waiting}`));
    const first = answered();
    await page.goto(`/PaymentProcessing?payment=${waiting}`);
    await first;
    await expect(page.getByRole('heading', { level: 1, name: 'Processing your payment' })).toBeVisible();
    // 20 answers in all (POLL_ATTEMPTS), each 1.5 s apart on the page's clock.
    for (let i = 1; i < 20; i++) {
      const next = answered();
      await page.clock.runFor(1500);
      await next;
    }
    // The page's last render is itself scheduled on the (fake) clock.
    await page.clock.runFor(100);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your payment is still processing' }),
    ).toBeVisible();
    await expect(page.getByText(/We'll e-mail you as soon as it is confirmed/)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.request.delete('/api/checkout/basket');
  });

  test('without a session it asks to log in and comes back', async ({ page }) => {
    const id = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/PaymentProcessing?payment=${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Processing your payment' })).toBeVisible();
    await expect(page.getByText('Please log in to see how your payment is going.')).toBeVisible();
    const login = page.getByRole('link', { name: 'Log in', exact: true });
    await expect(login).toHaveAttribute(
      'href',
      new RegExp(
        `returnUrl=${encodeURIComponent(`/PaymentProcessing?payment=${id}`).replace(/[?]/g, '\\?')}`,
      ),
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoHorizontalOverflow(page);
  });
});

test.describe('the public packages page', () => {
  test('a visitor sees club 151’s packages and prices; Add to basket leads to login and back to the basket', async ({
    page,
  }) => {
    await page.goto('/packages/151');
    await expect(page.getByRole('heading', { level: 1, name: /packages/ })).toBeVisible();
    const hyde = page.getByRole('article', { name: 'Hyde', exact: true });
    // The joiner fee applies to a visitor (no first payment): cost less the fee, and the notice.
    await expect(hyde.getByText('£3,200 a year')).toBeVisible();
    await expect(page.getByText(/joiner fee of £250/)).toBeVisible();
    // The club's own words for its standard and corporate groups (club-discovery §2).
    await expect(page.getByText('Membership at Foxhill Heath')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Choose the package that fits your golf' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Corporate membership' })).toBeVisible();
    // No top-ups for a visitor.
    await expect(page.getByText('Open Play points', { exact: false })).toHaveCount(0);
    const full = page.getByRole('article', { name: 'Villiers Corporate' });
    await expect(full.getByRole('link', { name: 'Join our waiting List' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 800 });
    await expectNoHorizontalOverflow(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // showFullPackages in local storage offers the full package too.
    await page.evaluate(() => localStorage.setItem('showFullPackages', 'true'));
    await page.reload();
    await expect(full.getByRole('button', { name: 'Add to basket' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('showFullPackages'));

    await hyde.getByRole('button', { name: 'Add to basket' }).press('Enter');
    await expect(page).toHaveURL(/\/login\/[^/]+\/151\?returnUrl=%2Fpackages%2F151%3Fadd%3D\d+$/);
    await expect(page.getByRole('link', { name: /register/i })).toHaveAttribute('href', /returnUrl=/);
    await loginViaForm(page, 'member@example.com');
    await expect(page).toHaveURL(/\/packages\/151$/);
    const dropdown = page.getByRole('dialog', { name: 'Basket' });
    await expect(dropdown.getByText('Hyde')).toBeVisible();
    await expect(hyde.getByText('In your basket')).toBeVisible();
    // Signed in, the page is the member's: their first payment is done, so no joiner fee (member-area §5).
    await expect(page.getByText(/joiner fee of £250/)).toHaveCount(0);
    await page.request.delete('/api/checkout/basket');
  });
});

test.describe('the §8 banners on the Renew and Top-up tabs', () => {
  test('low points shows on the dashboard, Renew and Top-up tabs, each leading to Top-up', async ({
    page,
  }) => {
    await loginViaApi(page, 'lowpoints@example.com');
    for (const path of ['/', '/Renew', '/Topup']) {
      await page.goto(path);
      const banner = page.getByRole('status').filter({ hasText: "You're Running Low on Points" });
      await expect(banner).toBeVisible();
      // No button to the tab the member is already on.
      await expect(banner.getByRole('link', { name: 'Top up' })).toHaveCount(path === '/Topup' ? 0 : 1);
      await expectNoAxeViolations(page);
    }
    await page.goto('/Renew');
    await page.getByRole('status').getByRole('link', { name: 'Top up' }).press('Enter');
    await expect(page).toHaveURL(/\/Topup$/);
    await expect(page.getByRole('tab', { name: 'Top-up', selected: true })).toBeVisible();
  });

  test('an expired member sees the expired banner on the Renew tab too; from the dashboard Renew is a full page load', async ({
    page,
  }) => {
    await loginViaApi(page, 'expired@example.com');
    await page.goto('/Renew');
    const onRenew = page.getByRole('status').filter({ hasText: 'Your Account has Expired' });
    await expect(onRenew).toContainText(
      'Your membership has expired, please renew to continue your membership.',
    );
    await expect(onRenew.getByRole('link', { name: 'Renew' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.goto('/');
    const renew = page.getByRole('status').filter({ hasText: 'Your Account has Expired' }).getByRole('link', {
      name: 'Renew',
    });
    await expect(renew).toHaveAttribute('href', '/Renew');
    // A full page load: the document itself is requested again.
    const load = page.waitForEvent('load');
    await renew.press('Enter');
    await load;
    await expect(page).toHaveURL(/\/Renew$/);
    await expect(page.getByRole('tab', { name: 'Renew', selected: true })).toBeVisible();
  });
});
